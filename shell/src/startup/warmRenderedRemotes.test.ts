// @vitest-environment happy-dom
import { SERVER_STATE_ELEMENT_ID } from '@clinic/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCTORS_MANIFEST as MANIFEST } from '../testing/doctorsManifest';
import { warmRenderedRemotes } from './warmRenderedRemotes';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('warmRenderedRemotes', () => {
  it('fetches the manifest of each rendered route section and its entry, and runs its chunks; widgets and other origins are left', async () => {
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
    document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${JSON.stringify(state)}</script>`;
    const appended: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      appended.push(node as unknown as HTMLScriptElement);
      return node;
    });
    warmRenderedRemotes();
    await vi.waitFor(() => expect(appended).toHaveLength(3));
    // The entry is only fetched: it starts the remote, which its runtime does when the section needs it.
    expect(fetched).toEqual(['/mfe/doctors/1/mf-manifest.json', '/mfe/doctors/1/remoteEntry.js']);
    // The module's and the page's chunks run as they arrive: they only queue their modules for the entry.
    expect(appended.map((script) => [script.tagName, new URL(script.src).pathname])).toEqual([
      ['SCRIPT', '/mfe/doctors/1/183.js'],
      ['SCRIPT', '/mfe/doctors/1/__federation_expose_routes.js'],
      ['SCRIPT', '/mfe/doctors/1/doctors-list.js'],
    ]);
    vi.restoreAllMocks();
  });

  it('removes a chunk script once it has run or failed, so the runtime asks for the file afresh', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(MANIFEST), { status: 200 })),
    );
    const appended: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      appended.push(node as unknown as HTMLScriptElement);
      return node;
    });
    // Another version than the test above: a chunk file is run once a page.
    document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${JSON.stringify(
      {
        remotes: { doctors: '/mfe/doctors/2/mf-manifest.json' },
        sections: [
          { remote: 'doctors', module: 'routes', section: 'doctors-list', chunks: ['doctors-list'] },
        ],
      },
    )}</script>`;
    warmRenderedRemotes();
    await vi.waitFor(() => expect(appended).toHaveLength(3));
    const [ran, failed, pending] = appended as [HTMLScriptElement, HTMLScriptElement, HTMLScriptElement];
    // Held in a detached element (the test's stand-in for the head), where no script loads.
    const head = document.createElement('div');
    head.append(ran, failed, pending);
    ran.onload?.(new Event('load'));
    failed.onerror?.(new Event('error'));
    expect([ran.parentNode, failed.parentNode, pending.parentNode]).toEqual([null, null, head]);
    // Only the failed one is run again by the next warm-up.
    appended.length = 0;
    warmRenderedRemotes();
    await vi.waitFor(() => expect(appended).toHaveLength(1));
    expect(appended[0]?.src).toBe(failed.src);
    vi.restoreAllMocks();
  });

  it('stops quietly when the manifest fails, and does nothing without a server state', async () => {
    const fetchStub = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetchStub);
    warmRenderedRemotes();
    expect(fetchStub).not.toHaveBeenCalled();
    document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${JSON.stringify(
      {
        remotes: { doctors: '/m.json' },
        sections: [{ remote: 'doctors', module: 'routes', section: 'doctors-list' }],
      },
    )}</script>`;
    warmRenderedRemotes();
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
