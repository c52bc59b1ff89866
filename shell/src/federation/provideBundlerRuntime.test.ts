// @vitest-environment node
import { BUNDLER_RUNTIME_GLOBAL } from '@clinic/shared/federation';
import bundler from '@module-federation/webpack-bundler-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import provideBundlerRuntime from './provideBundlerRuntime';

const hostRuntime = () => import('@clinic/shared/host-bundler-runtime');

afterEach(() => {
  Reflect.deleteProperty(globalThis, BUNDLER_RUNTIME_GLOBAL);
  vi.resetModules();
});

describe("a remote entry's bundler runtime, from the shell", () => {
  it("is the shell's functions, with the container's own share scope, slots and container start", async () => {
    expect(provideBundlerRuntime().name).toBe('clinic-provide-bundler-runtime');
    const { default: federation } = await hostRuntime();
    const remote = federation.bundlerRuntime;
    const shared = ['consumes', 'I', 'installInitialConsumes', 'init', 'getSharedFallbackGetter'] as const;
    for (const name of shared) {
      expect(remote?.[name], name).toBe(bundler.bundlerRuntime?.[name]);
    }
    expect(federation.attachShareScopeMap).toBe(bundler.attachShareScopeMap);
    // The shell's own build has no exposes and leaves it out; the remote brings its own.
    expect(remote?.initContainerEntry).toBeTypeOf('function');
    expect(remote?.S).toEqual({});
    expect(remote?.S).not.toBe(bundler.bundlerRuntime?.S);
    expect(federation.instance).toBeUndefined();
    expect(federation.initOptions).toBeUndefined();
    expect(federation.bundlerRuntimeOptions).not.toBe(bundler.bundlerRuntimeOptions);
    expect(federation.runtime?.init).toBeTypeOf('function');
    expect(federation.runtime?.getRemoteEntry).toBeTypeOf('function');
  });

  it('fails at once, saying why, in a page without the shell', async () => {
    await expect(hostRuntime()).rejects.toThrow(/no bundler runtime from the shell/);
  });
});
