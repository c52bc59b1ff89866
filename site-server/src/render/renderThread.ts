/**
 * A render worker (a thread of the site server): one generation of the site's server code. It evaluates the
 * shell's server build once, with the externals this thread supplies, and renders the pages it is sent.
 * A new deploy never changes it: the site server starts a new worker and retires this one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import {
  type ApiAnswers,
  apiAnswersRecord,
  compileMessagesWith,
  type KnownSectionOwners,
  localeOfPath,
  type PageRequest,
  recordApiAnswersIn,
  SERVER_BUILTINS,
  SERVER_EXTERNALS,
  type ShellAnswer,
  sanitizeOnServerWith,
  setApiBaseUrl,
} from '@clinic/shared';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { JSDOM } from 'jsdom';
import { keptHtml } from './keptHtml';

export interface WorkerSetup {
  /** The shell's server build (absolute path). */
  shellEntry: string;
  /** The remotes' server builds of this generation (absolute paths), by remote name. */
  remoteEntries: Record<string, string>;
  /** Which remote serves which section (from the remotes' manifests). */
  owners: KnownSectionOwners;
  /** Where the API answers, e.g. http://127.0.0.1:3010 (the pages' data is read from /api there). */
  apiOrigin: string;
}

/** A page to render: the request as the site server's page step made it. */
export interface RenderJob {
  type: 'render';
  id: number;
  request: PageRequest;
}

/**
 * What the site server sends a thread: a page to render, or a heartbeat it answers with `pong` at once, so a
 * thread whose event loop is stuck (a render in an endless loop) is told from one that is only busy.
 */
export type ToWorker = RenderJob | { type: 'ping' };

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'pong' }
  | { type: 'answered'; id: number; answer: ShellAnswer; api: ApiAnswers }
  | { type: 'renderFailed'; id: number; error: string };

/** The shell's server build, as this thread calls it (shell/src/server.tsx). */
interface ShellServerBuild {
  renderPage(
    request: PageRequest,
    context: { remotes: Record<string, unknown>; owners: KnownSectionOwners },
  ): Promise<ShellAnswer>;
}

/**
 * Evaluates a server build (one CommonJS file) with `provide` as its `require`: the worker decides what it may
 * load. Evaluated, not `require`d: Node's module cache never holds it, so a new version is a new evaluation in a
 * new worker and nothing is ever swapped inside a live module cache.
 */
export function loadBundle<T>(file: string, provide: (request: string) => unknown): T {
  const code = fs.readFileSync(file, 'utf8');
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename: file },
  ) as (
    exports: object,
    require: (id: string) => unknown,
    module: { exports: object },
    f: string,
    d: string,
  ) => void;
  const module = { exports: {} };
  wrapper(module.exports, provide, module, file, path.dirname(file));
  return module.exports as T;
}

const allowed = new Set<string>([...SERVER_EXTERNALS, ...SERVER_BUILTINS]);
/** What a server build may require, and nothing else. */
function provide(request: string): unknown {
  if (!allowed.has(request)) throw new Error(`a server build may not require "${request}"`);
  return require(request);
}

/**
 * Runs this thread as a render worker: loads the generation's builds (`workerData`), says `ready` (or `failed`),
 * then renders each page it is sent. Called by the worker's bootstrap (renderWorker.ts), never on import: the
 * tests and the benchmark import `loadBundle` from here.
 */
export function startRenderThread(): void {
  const port = parentPort;
  if (!port) throw new Error('renderThread.ts runs as a worker thread');
  const setup = workerData as WorkerSetup;
  const post = (message: WorkerMessage) => port.postMessage(message);

  // The pages' data comes from the API directly; each request's answers are kept apart, for its page.
  setApiBaseUrl(`${setup.apiOrigin}/api`);
  const answers = new AsyncLocalStorage<ApiAnswers>();
  recordApiAnswersIn(() => answers.getStore());
  // HTML from the API is sanitised here by the browser's rules (DOMPurify), in a DOM of this thread's own; each
  // distinct input once per thread (every page repeats the same names and texts).
  sanitizeOnServerWith(new JSDOM('').window, { sanitized: keptHtml(), text: keptHtml() });
  // The shared package's catalogues come here uncompiled (its sources, not a build).
  compileMessagesWith(compileMessage);

  /** A remote whose server build does not load is rendered in the browser; the others still render here. */
  function loadRemotes(entries: Record<string, string>): Record<string, unknown> {
    const loaded: Record<string, unknown> = {};
    for (const [name, file] of Object.entries(entries)) {
      try {
        loaded[name] = loadBundle(file, provide);
      } catch (error) {
        console.error(
          `[ssr] ${name}'s server build (${file}) does not load; it renders in the browser:`,
          error,
        );
      }
    }
    return loaded;
  }

  let shell: ShellServerBuild;
  let remotes: Record<string, unknown> = {};
  try {
    shell = loadBundle<ShellServerBuild>(setup.shellEntry, provide);
    remotes = loadRemotes(setup.remoteEntries);
    post({ type: 'ready' });
  } catch (error) {
    post({ type: 'failed', error: (error as Error).stack ?? String(error) });
  }

  port.on('message', (job: ToWorker) => {
    if (job.type === 'ping') return post({ type: 'pong' });
    // Its reads ask the API in the page's language (the address's, as the shell's scope has it).
    const api = apiAnswersRecord(localeOfPath(new URL(job.request.url, 'http://site').pathname));
    answers
      .run(api, () => shell.renderPage(job.request, { remotes, owners: setup.owners }))
      .then(
        (answer) => post({ type: 'answered', id: job.id, answer, api }),
        (error: unknown) =>
          post({ type: 'renderFailed', id: job.id, error: (error as Error).stack ?? String(error) }),
      );
  });
}
