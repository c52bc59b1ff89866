import { LRUCache } from 'lru-cache';

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
