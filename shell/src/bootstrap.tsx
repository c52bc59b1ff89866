import { readServerState, renderApp } from '@clinic/shared';
import { App } from './App';
import { adoptRenderedRemotes, discoverRemotes } from './federation/remoteRegistry';
import { listenForChunkFailures } from './federation/reportRemoteFailure';

listenForChunkFailures();
// A server-rendered page names the remote versions it was rendered with: those hydrate, no /remotes.json first.
const server = readServerState();
if (server) adoptRenderedRemotes(server.remotes);
// Discovery runs alongside the first render; remote mounts wait for it.
discoverRemotes().catch((error: unknown) => console.error('[shell] remote discovery failed:', error));
renderApp(<App />, server);
