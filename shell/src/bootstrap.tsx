import { renderApp } from '@clinic/shared';
import { App } from './App';
import { loadInteractiveKit } from './federation/interactiveKit';
import { discoverRemotes } from './federation/remoteRegistry';
import { listenForChunkFailures } from './federation/reportRemoteFailure';

listenForChunkFailures();
// Discovery runs alongside the first render; remote mounts wait for it.
discoverRemotes().catch((error: unknown) => console.error('[shell] remote discovery failed:', error));
renderApp(<App />);
// Not called: referenced so the shell provides the interactive kit (see interactiveKit.ts).
void loadInteractiveKit;
