import { SHELL_PART_OWNER } from '@clinic/shared';
import type { WorkerPage } from './renderWorker';

/**
 * Which rendered pages are kept: never a personal one (a booking form), only a 200 (a «not found» one may exist a moment later, and random URLs must
 * not push real pages out), and only a whole one. A page with a part left to the browser that could have
 * rendered here (its data missed the budget or failed: a remote's section or widget that has a server build,
 * or the shell's own data) is rendered again for the next request. A part whose remote has no server build
 * renders in the browser every time anyway: that page is kept.
 */
export function keepable({ page }: WorkerPage, remoteEntries: Record<string, string>): boolean {
  if ((page.status ?? 200) !== 200) return false;
  // Another visitor must never get this one's form (its idempotency key would make the API drop their booking).
  if (page.personal) return false;
  return !page.leftToBrowser.some(
    ({ remote }) => remote === SHELL_PART_OWNER || Object.hasOwn(remoteEntries, remote),
  );
}
