import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { registerRemotes } = vi.hoisted(() => ({ registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes, loadRemote: vi.fn() }));

const published = (analyses: string) => ({
  catalog: '/mfe/catalog/1.0.0-aaaaaaaa/mf-manifest.json',
  analyses,
  doctors: '/mfe/doctors/1.0.0-cccccccc/mf-manifest.json',
});
let live = published('/mfe/analyses/1.0.0-bbbbbbbb/mf-manifest.json');

async function freshRegistry(devOverrides: boolean) {
  vi.resetModules();
  vi.stubGlobal('__DEV_OVERRIDES__', devOverrides);
  return import('./remoteRegistry');
}

beforeEach(() => {
  live = published('/mfe/analyses/1.0.0-bbbbbbbb/mf-manifest.json');
  registerRemotes.mockClear();
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect([url, init.cache]).toEqual(['/remotes.json', 'no-store']);
      return new Response(JSON.stringify(live));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('remote discovery', () => {
  it('registers what /remotes.json says, with no override in a production build', async () => {
    window.history.replaceState(null, '', '/?remote.analyses=http://evil.example/mf-manifest.json');
    const registry = await freshRegistry(false);
    await registry.discoverRemotes();
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'analyses', entry: live.analyses }]),
    );
  });

  it('applies a development override outside production, leaving the other remotes as deployed', async () => {
    window.history.replaceState(null, '', '/?remote.analyses=http://127.0.0.1:3002/mf-manifest.json');
    const registry = await freshRegistry(true);
    await registry.discoverRemotes();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'catalog', entry: live.catalog },
      { name: 'analyses', entry: 'http://127.0.0.1:3002/mf-manifest.json' },
      { name: 'doctors', entry: live.doctors },
    ]);
  });

  it('tells whether a remote was redeployed since the page registered it', async () => {
    const registry = await freshRegistry(false);
    expect(await registry.deployMovedOn('analyses')).toBe(false); // nothing registered yet
    await registry.discoverRemotes();
    expect(await registry.deployMovedOn('analyses')).toBe(false);
    live = published('/mfe/analyses/1.1.0-dddddddd/mf-manifest.json');
    expect(await registry.deployMovedOn('analyses')).toBe(true);
    expect(await registry.deployMovedOn('doctors')).toBe(false);
    expect(await registry.deployMovedOn('unknown')).toBe(true);
  });

  it('compares with what was published, not with a development override', async () => {
    window.history.replaceState(null, '', '/?remote.analyses=http://127.0.0.1:3002/mf-manifest.json');
    const registry = await freshRegistry(true);
    await registry.discoverRemotes();
    expect(await registry.deployMovedOn('analyses')).toBe(false);
  });
});
