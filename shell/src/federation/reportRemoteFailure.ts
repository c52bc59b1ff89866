import { remoteLoadFailed } from '@clinic/shared';
import { rumFact } from '../rum/facts';
import { reloadIfRedeployed } from './reloadOnNewDeploy';

const isChunkFailure = (reason: unknown) =>
  reason instanceof Error &&
  /Loading (CSS )?chunk|RUNTIME-00|Failed to fetch dynamically/i.test(reason.message);

/**
 * The one generic handler for every failed chunk or remote load: a clear line for developers in the
 * console and a fact on the bus. Patients see the section's fallback instead, unless the remote was
 * redeployed since the page loaded: then the page reloads onto the live version (at most once per 30 s).
 */
export function reportRemoteFailure(remote: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[shell] remote "${remote}" failed to load: ${message}`);
  // A chunk of a remote's code that did not arrive is that remote's load failure (else its URL names it).
  if (isChunkFailure(error)) rumFact('loadFailures', remote, error);
  remoteLoadFailed({ remote, message });
  void reloadIfRedeployed(remote);
}

/** Chunk failures outside any boundary (for example a prefetch) go to the same handler. */
export function listenForChunkFailures(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkFailure(event.reason)) {
      event.preventDefault();
      reportRemoteFailure('unknown', event.reason);
    }
  });
}
