import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRemoteRegistry } from './remoteRegistry';

const { registerRemotes, loadRemote } = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async (id: string) => ({ id })),
}));
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes, loadRemote }));

const published = (analyses: string) => ({
  catalog: '/mfe/catalog/1.0.0-aaaaaaaa/mf-manifest.json',
  analyses,
  doctors: '/mfe/doctors/1.0.0-cccccccc/mf-manifest.json',
});
let live = published('/mfe/analyses/1.0.0-bbbbbbbb/mf-manifest.json');
/** The manifests the fetch answers, by URL; any other answers 404. */
let manifests: Record<string, unknown> = {};
const manifest = (publicPath = 'auto') => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
});

function freshRegistry(devOverrides: boolean) {
  vi.stubGlobal('__DEV_OVERRIDES__', devOverrides);
  return createRemoteRegistry();
}

beforeEach(() => {
  live = published('/mfe/analyses/1.0.0-bbbbbbbb/mf-manifest.json');
  manifests = {
    'http://localhost:3000/mfe/analyses/1.0.0-bbbbbbbb/mf-manifest.json': manifest(),
    'http://127.0.0.1:3002/mf-manifest.json': manifest('http://127.0.0.1:3002/'),
  };
  registerRemotes.mockClear();
  loadRemote.mockClear();
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init?: RequestInit) => {
      if (url === '/remotes.json') {
        expect(init?.cache).toBe('no-store');
        return new Response(JSON.stringify(live));
      }
      const answer = manifests[String(url)];
      return answer === undefined ? new Response('', { status: 404 }) : new Response(JSON.stringify(answer));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('remote discovery', () => {
  it('registers a remote when it is first loaded, by the remote entry its manifest names', async () => {
    const registry = freshRegistry(false);
    await registry.discoverRemotes();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(await registry.loadRemoteModule('analyses', 'routes')).toEqual({ id: 'analyses/routes' });
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'analyses', entry: 'http://localhost:3000/mfe/analyses/1.0.0-bbbbbbbb/remoteEntry.js' }],
      { force: false },
    );
    // Once: a second module of the same remote reads nothing and registers nothing again.
    await registry.loadRemoteModule('analyses', 'Widget');
    expect(registerRemotes).toHaveBeenCalledOnce();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual([
      '/remotes.json',
      'http://localhost:3000/mfe/analyses/1.0.0-bbbbbbbb/mf-manifest.json',
    ]);
  });

  it('runs the module’s own files beside the entry the runtime loads, once per module', async () => {
    manifests['http://localhost:3000/mfe/analyses/1.0.0-bbbbbbbb/mf-manifest.json'] = {
      ...manifest(),
      exposes: [
        {
          name: 'routes',
          path: './routes',
          assets: { js: { sync: ['12.js', '__federation_expose_routes.js'] } },
        },
        { name: 'Widget', path: './Widget', assets: { js: { sync: ['widget.js', '12.js'] } } },
      ],
    };
    const appended: HTMLScriptElement[] = [];
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      appended.push(node as unknown as HTMLScriptElement);
      return node;
    });
    const registry = freshRegistry(false);
    await registry.loadRemoteModule('analyses', 'routes');
    await registry.loadRemoteModule('analyses', 'routes');
    await registry.loadRemoteModule('analyses', 'Widget');
    // Only the manifest is fetched: a file fetched into the cache was asked for again by the runtime's script.
    const fetched = vi.mocked(fetch).mock.calls.map(([url]) => String(url).split('/').pop());
    expect(fetched).toEqual(['remotes.json', 'mf-manifest.json']);
    // Run as scripts, each file once (12.js is shared by both modules); not the entry, which the runtime loads.
    const run = appended.map((script) => `${script.tagName} ${script.src.split('/').pop()}`);
    expect(run).toEqual(['SCRIPT 12.js', 'SCRIPT __federation_expose_routes.js', 'SCRIPT widget.js']);
    append.mockRestore();
  });

  it('takes what /remotes.json says, with no override in a production build', async () => {
    window.history.replaceState(null, '', '/?remote.analyses=http://evil.example/mf-manifest.json');
    const registry = freshRegistry(false);
    await registry.loadRemoteModule('analyses', 'routes');
    expect(registerRemotes.mock.calls[0]?.[0]).toEqual([
      { name: 'analyses', entry: 'http://localhost:3000/mfe/analyses/1.0.0-bbbbbbbb/remoteEntry.js' },
    ]);
  });

  it('applies a development override outside production, leaving the other remotes as deployed', async () => {
    window.history.replaceState(null, '', '/?remote.analyses=http://127.0.0.1:3002/mf-manifest.json');
    const registry = freshRegistry(true);
    expect(await registry.discoverRemotes()).toEqual({
      ...live,
      analyses: 'http://127.0.0.1:3002/mf-manifest.json',
    });
    await registry.loadRemoteModule('analyses', 'routes');
    expect(registerRemotes.mock.calls[0]?.[0]).toEqual([
      { name: 'analyses', entry: 'http://127.0.0.1:3002/remoteEntry.js' },
    ]);
  });

  it('a manifest that cannot be read fails the load with what went wrong, and is read again next time', async () => {
    const registry = freshRegistry(false);
    await expect(registry.loadRemoteModule('doctors', 'routes')).rejects.toThrow(
      'remote "doctors": http://localhost:3000/mfe/doctors/1.0.0-cccccccc/mf-manifest.json answered HTTP 404',
    );
    manifests['http://localhost:3000/mfe/doctors/1.0.0-cccccccc/mf-manifest.json'] = { metaData: {} };
    await expect(registry.loadRemoteModule('doctors', 'routes')).rejects.toThrow(
      'is not a manifest that names a remote entry',
    );
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
    manifests['http://localhost:3000/mfe/doctors/1.0.0-cccccccc/mf-manifest.json'] = manifest();
    await registry.loadRemoteModule('doctors', 'routes');
    expect(loadRemote).toHaveBeenCalledWith('doctors/routes');
  });

  it('a retry registers the remote again, by force, so the runtime loads its entry anew', async () => {
    const registry = freshRegistry(false);
    await registry.loadRemoteModule('analyses', 'routes');
    await registry.loadRemoteModule('analyses', 'routes', true);
    expect(registerRemotes.mock.calls.map(([, options]) => options)).toEqual([
      { force: false },
      { force: true },
    ]);
  });

  it('tells whether a remote was redeployed since the page registered it', async () => {
    const registry = freshRegistry(false);
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
    const registry = freshRegistry(true);
    await registry.discoverRemotes();
    expect(await registry.deployMovedOn('analyses')).toBe(false);
  });
});
