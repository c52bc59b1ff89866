import { renderApp } from '@clinic/shared';
import { App } from './App';
import { discoverRemotes } from './federation/remoteRegistry';
import { listenForChunkFailures } from './federation/reportRemoteFailure';

listenForChunkFailures();
// Discovery runs alongside the first render; remote mounts wait for it.
discoverRemotes().catch((error: unknown) => console.error('[shell] remote discovery failed:', error));
renderApp(<App />);
