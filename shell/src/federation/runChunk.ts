import { REMOTE_RUN_ATTRIBUTE } from '@clinic/shared/federation';

/** The chunk files on their way or run: the head script's (startRemoteDownloads.ts) and `runChunk`'s. */
let runChunks: Set<string> | undefined;

function chunksRun(): Set<string> {
  const listed = document.documentElement.getAttribute(REMOTE_RUN_ATTRIBUTE)?.split(' ') ?? [];
  runChunks ??= new Set(listed.filter(Boolean).map((file) => new URL(file, location.href).href));
  return runChunks;
}

/**
 * Runs a remote's chunk file now, once per page: a plain script element (same origin, so the CSP allows it). A
 * chunk only queues its modules on the remote's chunk list (`self.rspackChunk<remote>.push`), which the remote
 * entry takes in when it starts, or installs them at once when it has started; either way the runtime finds it
 * installed and never asks for the file. Should the runtime ask while the file is on its way, it finds this
 * element by its `src` and waits on it. The element is removed once it has run or failed; a failed one may be run
 * again, and the runtime, should it still ask for it, loads it afresh.
 */
export function runChunk(url: URL): void {
  const run = chunksRun();
  if (run.has(url.href)) return;
  run.add(url.href);
  const script = document.createElement('script');
  script.src = url.href;
  script.onload = () => script.remove();
  script.onerror = () => {
    run.delete(url.href);
    script.remove();
  };
  document.head.appendChild(script);
}
