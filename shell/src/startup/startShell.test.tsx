// @vitest-environment jsdom
import type { ServerRenderState } from '@clinic/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageRemotes } from '../federation/pageRemotes';
import type { RemoteRegistry } from '../federation/remoteRegistry';

/** Every start-up call, in the order it was made. */
const calls: string[] = [];
const record =
  <R,>(name: string, answer?: () => R) =>
  (..._args: unknown[]) => {
    calls.push(name);
    return answer?.() as R;
  };
const state = vi.hoisted(() => ({ server: null as unknown }));

vi.mock('@clinic/shared', () => ({
  $locale: { getState: () => 'kk' },
  localeOfPath: (path: string) => (path.startsWith('/kk') ? 'kk' : 'ru'),
  localeRead: record('localeRead'),
  pathWithoutLocale: (path: string) => path.replace(/^\/kk/, '') || '/',
  apiClient: record('apiClient', async () => ({})),
  readServerState: record('readServerState', () => state.server),
  SHARED_CATALOGS: { load: record('loadSharedMessages', async () => {}) },
  renderApp: record('renderApp'),
  seedApiAnswers: record('seedApiAnswers'),
  SHELL_HOME_PART: { remote: 'shell', module: 'home' },
  samePart: (a: { remote: string; module: string }, b: { remote: string; module: string }) =>
    a.remote === b.remote && a.module === b.module,
}));
vi.mock('../App', () => ({ App: () => null }));
vi.mock('../federation/RemoteSection', () => ({ startRenderedSections: record('startRenderedSections') }));
vi.mock('../federation/reportRemoteFailure', () => ({
  listenForChunkFailures: record('listenForChunkFailures'),
}));
vi.mock('../federation/whenSettled', () => ({ whenSettled: record('whenSettled') }));
vi.mock('../messages/shellText', () => ({
  SHELL_CATALOGS: { load: record('loadShellMessages', async () => {}) },
}));
vi.mock('../pages/home/prepareHome', () => ({ prepareHome: record('prepareHome', async () => {}) }));
vi.mock('../routing/shellPages', () => ({ preloadShellPage: record('preloadShellPage') }));
vi.mock('../rum/facts', () => ({ rumFact: vi.fn() }));
vi.mock('../rum/startRum', () => ({ startRum: record('startRum') }));

const { startShell } = await import('./startShell');

function start() {
  const registry = {
    adoptRenderedRemotes: record('adoptRenderedRemotes'),
    discoverRemotes: record('discoverRemotes', async () => ({})),
  } as unknown as RemoteRegistry;
  const remotes = { hydrated: { expect: record('expectHydratedSections') } } as unknown as PageRemotes;
  startShell({ registry, remotes, server: null });
}
const rendered: Partial<ServerRenderState> = {
  viewportWidth: 390,
  remotes: { doctors: '/mfe/doctors/1/mf-manifest.json' },
  sections: [{ remote: 'doctors', module: 'routes', section: 'doctors-list' }],
};
/** Where `name` was called; a name never called fails the test instead of passing by chance. */
const at = (name: string) => {
  expect(calls).toContain(name);
  return calls.indexOf(name);
};

beforeEach(() => {
  calls.length = 0;
  state.server = null;
});

describe('startShell: the start-up in the order that keeps the first page fast and its failures reported', () => {
  it.each([
    [
      'listenForChunkFailures',
      'startRum',
      'a chunk failure is a load failure, not an uncaught error as well',
    ],
    [
      'preloadShellPage',
      'readServerState',
      'the page’s chunk is asked for before anything else is worked on',
    ],
    ['adoptRenderedRemotes', 'discoverRemotes', 'a rendered page discovers the map it was rendered with'],
    [
      'adoptRenderedRemotes',
      'startRenderedSections',
      'the section loads the versions the page was rendered with',
    ],
    ['seedApiAnswers', 'startRenderedSections', 'the section reads the server’s answers, not the API again'],
    ['expectHydratedSections', 'startRenderedSections', 'the section prepares the data its HTML shows'],
    ['preloadShellPage', 'renderApp', 'the page’s chunk downloads before the first render asks for it'],
    ['startRenderedSections', 'renderApp', 'the section loads while the shell hydrates'],
    ['discoverRemotes', 'renderApp', 'discovery runs beside the first render'],
    ['localeRead', 'preloadShellPage', 'the page’s language is on the bus before anything reads it'],
    ['loadShellMessages', 'renderApp', 'the first render finds the shell’s words in the page’s language'],
  ])('on a rendered page, %s before %s: %s', async (first, then) => {
    state.server = rendered;
    start();
    await vi.waitFor(() => expect(calls).toContain('renderApp'));
    expect(at(first)).toBeLessThan(at(then));
  });

  it('runs every step at once, in one task: only the first render waits (for the home page’s data)', () => {
    state.server = { ...rendered, sections: [{ remote: 'shell', module: 'home' }] };
    start();
    expect(calls).toEqual([
      'listenForChunkFailures',
      'localeRead',
      'preloadShellPage',
      'startRum',
      'readServerState',
      'adoptRenderedRemotes',
      'seedApiAnswers',
      'expectHydratedSections',
      'whenSettled',
      'discoverRemotes',
      'startRenderedSections',
      'prepareHome',
      'loadShellMessages',
      'loadSharedMessages',
    ]);
  });

  it('on a rendered page the API client waits for the page to settle; the static shell loads it at once', async () => {
    state.server = rendered;
    start();
    expect(calls).not.toContain('apiClient');
    expect(calls).toContain('whenSettled');
    calls.length = 0;
    state.server = null;
    start();
    expect(calls).not.toContain('adoptRenderedRemotes');
    expect(at('apiClient')).toBeLessThan(at('startRenderedSections'));
    await vi.waitFor(() => expect(calls).toContain('renderApp'));
  });
});
