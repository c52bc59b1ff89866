/**
 * What a remote's production entry uses in place of `@module-federation/webpack-bundler-runtime`
 * (rspack.config.base.ts aliases it): the shell's copy of its functions, left by the shell's runtime plugin
 * (shell/src/federation/provideBundlerRuntime.ts), instead of a copy in every `remoteEntry.js` (~3.6 KB gzip each).
 * Its own entry (`@clinic/shared/host-bundler-runtime`, for the alias and its test), not part of the contract.
 *
 * The container's own state stays its own, as the package's default export would give it: a fresh share scope
 * (`S`), options and instance slots, and its own `@module-federation/runtime`, whose `init` finds or makes the
 * instance by this build's identifier. The shell has no exposes, so its build leaves `initContainerEntry` out:
 * the remote brings it. Like `externalRuntime`, this needs the shell's federation version, and a remote's
 * production build runs only inside the shell.
 */
import { getRemoteEntry, init } from '@module-federation/runtime';
import type { Federation } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './facts';

type HostBundlerRuntime = Required<Pick<Federation, 'bundlerRuntime' | 'attachShareScopeMap'>>;

const host = (globalThis as { [BUNDLER_RUNTIME_GLOBAL]?: HostBundlerRuntime })[BUNDLER_RUNTIME_GLOBAL];
if (!host) throw new Error('[federation] no bundler runtime from the shell: a remote runs inside the shell');

const federation = {
  // What the bundler runtime asks of `federation.runtime`: `init` in `init`, `getRemoteEntry` for a shared fallback.
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
} as unknown as Federation;

export default federation;
