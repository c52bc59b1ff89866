import { ClinicProviders, SHARED_CATALOGS } from '@clinic/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

import { createRemoteRegistry } from '../federation/remoteRegistry';
import { SHELL_CATALOGS } from '../messages/shellText';
import { createSectionOwnersDiscovery, SectionOwnersProvider } from './SectionOwnersProvider';
import { UnclaimedAddress } from './UnclaimedAddress';

const remotesJson: Record<string, string> = {
  catalog: '/mfe/catalog/1/mf-manifest.json',
  analyses: '/mfe/analyses/1/mf-manifest.json',
  doctors: '/mfe/doctors/1/mf-manifest.json',
  booking: '/mfe/booking/1/mf-manifest.json',
};
const manifests: Record<string, unknown> = {
  '/mfe/catalog/1/mf-manifest.json': {
    metaData: { sections: [{ section: 'services', prefix: '/services' }] },
  },
  '/mfe/analyses/1/mf-manifest.json': {
    metaData: { sections: [{ section: 'analysis', prefix: '/analysis' }] },
  },
  '/mfe/doctors/1/mf-manifest.json': {
    metaData: { sections: [{ section: 'doctors-list', prefix: '/doctors-list' }] },
  },
  // The booking dialogs serve no section.
  '/mfe/booking/1/mf-manifest.json': { metaData: {} },
};
let down = new Set<string>();

/** A page's discovery of its own, over a registry of its own: nothing learnt by an earlier test. */
const freshDiscovery = () => createSectionOwnersDiscovery(createRemoteRegistry());

// The words of the views below, in as a page has them before its first render.
beforeAll(() => Promise.all([SHELL_CATALOGS.load('ru'), SHARED_CATALOGS.load('ru')]));

beforeEach(() => {
  down = new Set();
  vi.stubGlobal('__DEV_OVERRIDES__', false);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/remotes.json') return new Response(JSON.stringify(remotesJson));
      if (down.has(url)) return new Response('', { status: 503 });
      return new Response(JSON.stringify(manifests[url]));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('section owners in the browser: learnt from the live remotes’ manifests', () => {
  it('reads every live remote’s manifest once for the sections it declares', async () => {
    const { discover } = freshDiscovery();
    expect(await discover()).toEqual({
      owners: [
        { remote: 'catalog', section: 'services', prefix: '/services' },
        { remote: 'analyses', section: 'analysis', prefix: '/analysis' },
        { remote: 'doctors', section: 'doctors-list', prefix: '/doctors-list' },
      ],
      complete: true,
    });
    await discover();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual([
      '/remotes.json',
      ...Object.values(remotesJson),
    ]);
  });

  it('a remote missing from /remotes.json leaves the owners incomplete (its pages are not «not found»)', async () => {
    const { analyses: _missing, ...rest } = remotesJson;
    vi.mocked(fetch).mockImplementation(async (url) =>
      url === '/remotes.json'
        ? new Response(JSON.stringify(rest))
        : new Response(JSON.stringify(manifests[String(url)])),
    );
    const known = await freshDiscovery().discover();
    expect(known.complete).toBe(false);
    expect(known.owners.map(({ remote }) => remote)).toEqual(['catalog', 'doctors']);
  });

  it('an address nobody claims is «not found» only once every remote has answered', async () => {
    down.add('/mfe/doctors/1/mf-manifest.json');
    render(
      <ClinicProviders>
        <MemoryRouter initialEntries={['/no-such-section']}>
          <SectionOwnersProvider initial={null} discovery={freshDiscovery()}>
            <UnclaimedAddress />
          </SectionOwnersProvider>
        </MemoryRouter>
      </ClinicProviders>,
    );
    // The doctors' manifest did not load: the address may be theirs, so no «not found», and a way to try again.
    expect(await screen.findByText('Раздел временно недоступен')).toBeTruthy();
    expect(screen.queryByText('Страница не найдена')).toBeNull();
    down.clear();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Повторить/ })));
    expect(await screen.findByText('Страница не найдена')).toBeTruthy();
  });

  it('starts from the owners the server rendered with, and asks nobody when they are complete', async () => {
    render(
      <ClinicProviders>
        <MemoryRouter initialEntries={['/no-such-section']}>
          <SectionOwnersProvider initial={{ owners: [], complete: true }} discovery={freshDiscovery()}>
            <UnclaimedAddress />
          </SectionOwnersProvider>
        </MemoryRouter>
      </ClinicProviders>,
    );
    expect(screen.getByText('Страница не найдена')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
