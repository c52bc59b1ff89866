import {
  $locale,
  apiClient,
  localeOfPath,
  localeRead,
  pathWithoutLocale,
  readServerState,
  renderApp,
  type ServerRenderState,
  SHARED_CATALOGS,
  SHELL_HOME_PART,
  samePart,
  seedApiAnswers,
} from '@clinic/shared';
import { App } from '../App';
import { type PageRemotes, pageRemotes } from '../federation/pageRemotes';
import { startRenderedSections } from '../federation/RemoteSection';
import { type RemoteRegistry, remoteRegistry } from '../federation/remoteRegistry';
import { listenForChunkFailures } from '../federation/reportRemoteFailure';
import { whenSettled } from '../federation/whenSettled';
import { SHELL_CATALOGS } from '../messages/shellText';
import { prepareHome } from '../pages/home/prepareHome';
import { preloadShellPage } from '../routing/shellPages';
import { rumFact } from '../rum/facts';
import { startRum } from '../rum/startRum';

/** What the start-up steps share: the page's instances, and the server's state once a step has read it. */
export interface ShellStart {
  registry: RemoteRegistry;
  remotes: PageRemotes;
  /** Null on the static shell, and until `readTheServerState` has run. */
  server: ServerRenderState | null;
}

/** One step of the start-up. Each runs at once, in one task with the others: none waits for another's work. */
export type ShellStep = (start: ShellStart) => void;

const reportChunkFailures: ShellStep = () => listenForChunkFailures();

const readTheLocale: ShellStep = () => {
  const locale = localeOfPath(window.location.pathname);
  localeRead(locale);
  // The static shell's index.html says Russian; a server-rendered page already says its own.
  document.documentElement.lang = locale;
};

const preloadPageChunk: ShellStep = () => preloadShellPage(pathWithoutLocale(window.location.pathname));

const measureThePage: ShellStep = () => startRum();

const readTheServerState: ShellStep = (start) => {
  start.server = readServerState();
};

const adoptServerState: ShellStep = ({ server, registry, remotes }) => {
  if (!server) return;
  // The page hydrates with the remote versions it was rendered with: no /remotes.json first.
  registry.adoptRenderedRemotes(server.remotes);
  // Sections rendered with their data hydrate from the same answers, not from a second round of API calls.
  seedApiAnswers(server.api ?? {});
  remotes.hydrated.expect(server.sections ?? []);
};

const loadApiClient: ShellStep = ({ server }) => {
  // axios, a chunk of its own; a failed download is asked for again by a read.
  const load = () => void apiClient().catch(() => {});
  // A server-rendered page reads from the server's answers: the client is for the patient's next page.
  if (server) whenSettled(load);
  else load();
};

const discoverPageRemotes: ShellStep = ({ registry }) => {
  registry
    .discoverRemotes()
    .catch((error: unknown) => console.error('[shell] remote discovery failed:', error));
};

const startSectionsEarly: ShellStep = ({ server, remotes }) =>
  startRenderedSections(server?.sections ?? [], remotes);

const renderFirstPage: ShellStep = ({ server }) => {
  // The shell's own server-rendered data (the home page's banners) is in its stores before the first render.
  const homeRendered = server?.sections?.some((part) => samePart(part, SHELL_HOME_PART));
  const shellData = homeRendered ? prepareHome() : Promise.resolve();
  // The shell's words in the page's language: its chunk has been downloading since the entry (index.ts).
  const locale = $locale.getState();
  Promise.all([shellData, SHELL_CATALOGS.load(locale), SHARED_CATALOGS.load(locale)])
    .catch((error: unknown) =>
      console.error("[shell] the home page data or the shell's words did not load:", error),
    )
    .then(() =>
      renderApp(<App owners={server?.owners ?? null} />, server, {
        onHydrationError: (error, stack) => rumFact('hydration', error, stack),
      }),
    );
};

/** The start-up, in order; each step's place is explained once, here. */
export const SHELL_START_STEPS: readonly ShellStep[] = [
  // First: every chunk that fails from here on is reported as its remote's load failure.
  reportChunkFailures,
  // Before anything reads the page's language (the first render, the sections' catalogues).
  readTheLocale,
  // Early: the page's own chunk downloads beside everything below, not once the first render asks for it.
  preloadPageChunk,
  // After the chunk listener: a failure it takes is a load failure, not an uncaught error as well.
  measureThePage,
  // Its parse waits for the requests above; every step below reads it.
  readTheServerState,
  // Before discovery, the sections' start and the first render, which all read the adopted map and answers.
  adoptServerState,
  // Before the first render, whose reads on the static shell need it (a rendered page defers it itself).
  loadApiClient,
  // After adoption (a rendered page discovers its own map); beside the first render: only remote mounts wait for it.
  discoverPageRemotes,
  // Before the render: the rendered section's remote loads while the shell hydrates, not once hydration reaches it.
  startSectionsEarly,
  // Last.
  renderFirstPage,
];

/** Starts the shell in the browser with the app's instances (a test passes its own): every step, in order. */
export function startShell(
  start: ShellStart = { registry: remoteRegistry, remotes: pageRemotes, server: null },
  steps: readonly ShellStep[] = SHELL_START_STEPS,
): void {
  for (const step of steps) step(start);
}
