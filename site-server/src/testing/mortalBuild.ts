import { shellBuild } from './fakeDeploy';

/**
 * The fake shell build (testing/fakeDeploy.ts), whose pages can also end their render thread as a real fault
 * would: `/exit…` calls process.exit (a thread's process.exit ends the thread only), `/crash…` throws outside
 * any render (an uncaught error), `/hang…` never yields its event loop again.
 */
export const mortalBuild = (label: string) => `${shellBuild(label)}
  const renderAnyPage = exports.renderPage;
  exports.renderPage = async (request, context) => {
    if (request.url.startsWith('/exit')) process.exit(7);
    if (request.url.startsWith('/crash')) {
      setTimeout(() => { throw new Error('the thread crashed'); });
      return new Promise(() => {});
    }
    if (request.url.startsWith('/hang')) for (;;) {}
    return renderAnyPage(request, context);
  };`;

/** Polls `check` until it holds: a thread starting takes seconds on a loaded machine, how many is no part of it. */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  giveUpMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + giveUpMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not ${what} after ${giveUpMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
