/**
 * A federation runtime plugin of the shell's production build (rspack.config.base.ts): hands the bundler
 * runtime's functions (sharing, consuming, starting a container; ~3.6 KB gzip) to the remotes' entries, which
 * take them from here instead of each shipping a copy (shared/src/federation/hostBundlerRuntime.ts), as they
 * take the runtime core from the shell (`externalRuntime`). They are stateless: every call is given the
 * container's own `__webpack_require__`.
 */

// Not the package's index (a shared module): the federation runtime runs before the shared scope exists.
import { BUNDLER_RUNTIME_GLOBAL } from '@clinic/shared/federation';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import bundler from '@module-federation/webpack-bundler-runtime';

export default function provideBundlerRuntime(): ModuleFederationRuntimePlugin {
  const { bundlerRuntime, attachShareScopeMap } = bundler;
  Object.assign(globalThis, { [BUNDLER_RUNTIME_GLOBAL]: { bundlerRuntime, attachShareScopeMap } });
  return { name: 'clinic-provide-bundler-runtime' };
}
