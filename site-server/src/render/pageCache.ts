import { SHELL_PART_OWNER } from '@clinic/shared';
import { LRUCache } from 'lru-cache';
import type { WorkerPage } from './renderWorker';

/**
 * Values made in the last `ttlMs` (at most `maxEntries`, the least recently used dropped first: lru-cache), and
 * the ones being made: identical requests arriving together share one render, and the same request again within
 * the TTL is answered without one. Only a value `keepable` accepts is kept (a failed render never is), and one
 * `shareable` refuses (a booking form: its key and token are one visitor's) goes to the request that made it
 * alone: a request that joined its render makes its own. The
 * renderer keeps one per generation for its pages, so a release or rollback starts with an empty one; the link
 * previews keep their pictures in another. `ttlMs` 0 turns both off: every request makes its own.
 */
export class PageCache<T> {
  /** Boxed: lru-cache keeps no null or undefined, and a value may be either. */
  private readonly kept: LRUCache<string, { value: T }> | null;
  private readonly making = new Map<string, Promise<T>>();
  private readonly shareable: (value: T) => boolean;

  constructor(
    ttlMs: number,
    maxEntries: number,
    private readonly keepable: (value: T) => boolean,
    {
      now,
      shareable = () => true,
    }: {
      /** A clock of the tests' own; read on every lookup then. */
      now?: () => number;
      shareable?: (value: T) => boolean;
    } = {},
  ) {
    this.shareable = shareable;
    // lru-cache checks the TTL when an entry is read: an expired value is never served.
    const clock = now && { perf: { now }, ttlResolution: 0 };
    this.kept = ttlMs > 0 ? new LRUCache({ max: maxEntries, ttl: ttlMs, ...clock }) : null;
  }

  /** The value for `key`: kept, being made, or from `make`. */
  get(key: string, make: () => Promise<T>): Promise<T> {
    if (!this.kept) return make();
    const kept = this.kept.get(key);
    if (kept) return Promise.resolve(kept.value);
    const underWay = this.making.get(key);
    if (underWay) return underWay.then((value) => (this.shareable(value) ? value : make()));
    const made = make();
    this.making.set(key, made);
    // Registered before any caller's: settled, the key is free (or kept) before they read the value.
    made.then(
      (value) => {
        this.making.delete(key);
        if (this.keepable(value)) this.kept?.set(key, { value });
      },
      () => this.making.delete(key), // the callers get the failure; nothing is kept
    );
    return made;
  }

  get size(): number {
    return this.kept?.size ?? 0;
  }
}

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
