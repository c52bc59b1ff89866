// @vitest-environment jsdom
import { ClinicProviders } from '@clinic/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { loadRemoteModule } = vi.hoisted(() => ({ loadRemoteModule: vi.fn() }));
vi.mock('./remoteRegistry', () => ({ loadRemoteModule, deployMovedOn: async () => false }));

import { createPageRemotes, PageRemotesContext } from './pageRemotes';
import { RemoteSection, startRenderedSections } from './RemoteSection';

let calls: string[] = [];
/** The analyses remote's `./routes` as the runtime returns it: its page and its hydration `prepare`. */
const analysesRoutes = () => ({
  default: ({ section }: { section: string }) => <h1>Раздел {section}</h1>,
  prepare: vi.fn(async ({ section }: { section: string }) => {
    calls.push(`prepare ${section}`);
  }),
});

/** A page load of its own per test: nothing loaded, prepared or expected by another test. */
function freshPage() {
  const remotes = createPageRemotes(loadRemoteModule);
  const renderInKit = (node: ReactNode) =>
    render(
      <ClinicProviders>
        <PageRemotesContext.Provider value={remotes}>{node}</PageRemotesContext.Provider>
      </ClinicProviders>,
    );
  return { remotes, renderInKit };
}

afterEach(cleanup);
beforeEach(() => {
  calls = [];
  loadRemoteModule.mockReset();
});

describe('startRenderedSections: a rendered route section loads before the shell hydrates', () => {
  it('loads the remote and prepares its data at once, for route sections only (not widgets, not the shell’s)', async () => {
    const routes = analysesRoutes();
    loadRemoteModule.mockImplementation(async (remote: string, module: string) => {
      calls.push(`load ${remote}/${module}`);
      return routes;
    });
    const { remotes } = freshPage();
    const parts = [
      { remote: 'analyses', module: 'routes', section: 'analysis' },
      { remote: 'catalog', module: 'ServiceTiles' },
      { remote: 'shell', module: 'home' },
    ];
    remotes.hydrated.expect(parts);
    startRenderedSections(parts, remotes);
    await vi.waitFor(() => expect(calls).toEqual(['load analyses/routes', 'prepare analysis']));
    expect(loadRemoteModule).toHaveBeenCalledWith('analyses', 'routes', false);
  });

  it('the section then renders from that same load, without loading or preparing again', async () => {
    const routes = analysesRoutes();
    loadRemoteModule.mockImplementation(async () => routes);
    const { remotes, renderInKit } = freshPage();
    const part = { remote: 'analyses', module: 'routes', section: 'analysis' };
    remotes.hydrated.expect([part]);
    startRenderedSections([part], remotes);
    await act(async () => {
      renderInKit(<RemoteSection remote="analyses" section="analysis" />);
    });
    expect(await screen.findByRole('heading', { name: 'Раздел analysis' })).toBeTruthy();
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
    expect(routes.prepare).toHaveBeenCalledTimes(1);
  });

  it('a failed early load shows the section message where the section renders, and «Повторить» loads afresh', async () => {
    loadRemoteModule.mockRejectedValueOnce(new Error('remoteEntry.js: HTTP 503'));
    const { remotes, renderInKit } = freshPage();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startRenderedSections([{ remote: 'analyses', module: 'routes', section: 'analysis' }], remotes);
    await act(async () => {
      renderInKit(<RemoteSection remote="analyses" section="analysis" />);
    });
    expect(await screen.findByText('Раздел временно недоступен')).toBeTruthy();
    loadRemoteModule.mockResolvedValueOnce(analysesRoutes());
    await act(async () => {
      screen.getByRole('button', { name: 'Повторить' }).click();
    });
    expect(await screen.findByRole('heading', { name: 'Раздел analysis' })).toBeTruthy();
    expect(loadRemoteModule).toHaveBeenLastCalledWith('analyses', 'routes', true);
  });
});
