import {
  apiClient,
  readServerState,
  renderApp,
  SHELL_HOME_PART,
  samePart,
  seedApiAnswers,
} from '@clinic/shared';
import { App } from './App';
import { pageRemotes } from './federation/pageRemotes';
import { startRenderedSections } from './federation/RemoteSection';
import { adoptRenderedRemotes, discoverRemotes } from './federation/remoteRegistry';
import { listenForChunkFailures } from './federation/reportRemoteFailure';
import { whenSettled } from './federation/whenSettled';
import { prepareHome } from './pages/home/prepareHome';
import { preloadShellPage } from './routing/shellPages';
import { rumFact } from './rum/facts';
import { startRum } from './rum/startRum';

listenForChunkFailures();
// The page's own chunk downloads beside everything below, not after the first render asks for it.
preloadShellPage(window.location.pathname);
// After the chunk listener: a failure it takes is a load failure, not an uncaught error as well.
startRum();
// A server-rendered page names the remote versions it was rendered with: those hydrate, no /remotes.json first.
const server = readServerState();
if (server) {
  adoptRenderedRemotes(server.remotes);
  // Sections rendered with their data hydrate from the same answers, not from a second round of API calls.
  seedApiAnswers(server.api ?? {});
  pageRemotes.hydrated.expect(server.sections ?? []);
}
// The API client (axios, a chunk of its own): a server-rendered page reads from the server's answers, so it
// loads once the page has settled, for the patient's next page; the static shell reads at once, so it loads now.
const loadApiClient = () => void apiClient().catch(() => {}); // a failed download is asked for again by a read
if (server) whenSettled(loadApiClient);
else loadApiClient();
// Discovery runs alongside the first render; remote mounts wait for it.
discoverRemotes().catch((error: unknown) => console.error('[shell] remote discovery failed:', error));
// The rendered route section's remote loads while the shell hydrates, not once hydration reaches it.
startRenderedSections(server?.sections ?? []);
// The shell's own server-rendered data (the home page's banners) is in its stores before the first render.
const homeRendered = server?.sections?.some((part) => samePart(part, SHELL_HOME_PART));
const shellData = homeRendered ? prepareHome() : Promise.resolve();
shellData
  .catch((error: unknown) => console.error('[shell] the home page data did not load:', error))
  .then(() =>
    renderApp(<App owners={server?.owners ?? null} />, server, {
      onHydrationError: (error, stack) => rumFact('hydration', error, stack),
    }),
  );
