// @vitest-environment happy-dom
import { SERVER_STATE_ELEMENT_ID } from '@clinic/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCTORS_MANIFEST as MANIFEST } from '../testing/doctorsManifest';
import { STATE_ELEMENT_ID, warmRenderedRemotes } from './warmRenderedRemotes';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('warmRenderedRemotes', () => {
  it('reads the state element of @clinic/shared', () => {
    expect(STATE_ELEMENT_ID).toBe(SERVER_STATE_ELEMENT_ID);
  });

  it('fetches the manifest of each rendered route section, then its files; widgets and other origins are left', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => {
        fetched.push(url.pathname);
        return new Response(JSON.stringify(MANIFEST), { status: 200 });
      }),
    );
    const state = {
      remotes: {
        doctors: '/mfe/doctors/1/mf-manifest.json',
        catalog: '/mfe/catalog/1/mf-manifest.json',
        analyses: 'https://elsewhere.example/mf-manifest.json',
      },
      sections: [
        { remote: 'doctors', module: 'routes', section: 'doctors-list', chunks: ['doctors-list'] },
        { remote: 'catalog', module: 'ServiceTiles' },
        { remote: 'analyses', module: 'routes', section: 'analysis' },
        { remote: 'shell', module: 'home' },
      ],
    };
    document.body.innerHTML = `<script type="application/json" id="${STATE_ELEMENT_ID}">${JSON.stringify(state)}</script>`;
    warmRenderedRemotes();
    await vi.waitFor(() => expect(fetched).toHaveLength(5));
    expect(fetched).toEqual([
      '/mfe/doctors/1/mf-manifest.json',
      '/mfe/doctors/1/remoteEntry.js',
      '/mfe/doctors/1/183.js',
      '/mfe/doctors/1/__federation_expose_routes.js',
      '/mfe/doctors/1/doctors-list.js',
    ]);
  });

  it('stops quietly when the manifest fails, and does nothing without a server state', async () => {
    const fetchStub = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetchStub);
    warmRenderedRemotes();
    expect(fetchStub).not.toHaveBeenCalled();
    document.body.innerHTML = `<script type="application/json" id="${STATE_ELEMENT_ID}">${JSON.stringify({
      remotes: { doctors: '/m.json' },
      sections: [{ remote: 'doctors', module: 'routes', section: 'doctors-list' }],
    })}</script>`;
    warmRenderedRemotes();
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
