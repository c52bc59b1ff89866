/**
 * Pages rendered in the last `ttlMs` (at most `maxEntries`, the least recently used dropped first), and the
 * renders under way: identical requests arriving together share one render, and the same request again within
 * the TTL is answered without one. The renderer keeps one per generation, so a release or rollback starts with
 * an empty one. `ttlMs` 0 turns both off: every request renders its own page.
 */
export class PageCache<T> {
  private readonly kept = new Map<string, { value: T; expires: number }>();
  private readonly rendering = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    /** Whether a rendered value may be kept (a failed render never is). */
    private readonly keepable: (value: T) => boolean = () => true,
    private readonly now: () => number = Date.now,
  ) {}

  /** The page for `key`: kept, under way, or from `render` (which may decline with null: nothing is kept). */
  get(key: string, render: () => Promise<T> | null): Promise<T> | null {
    if (this.ttlMs <= 0) return render();
    const kept = this.kept.get(key);
    this.kept.delete(key);
    if (kept && kept.expires > this.now()) {
      this.kept.set(key, kept); // now the most recently used: Map keeps insertion order
      return Promise.resolve(kept.value);
    }
    const underWay = this.rendering.get(key);
    if (underWay) return underWay;
    const rendered = render();
    if (!rendered) return null;
    this.rendering.set(key, rendered);
    rendered
      .then(
        (value) => this.keepable(value) && this.keep(key, value),
        () => {}, // the callers get the failure; nothing is kept
      )
      .finally(() => this.rendering.delete(key));
    return rendered;
  }

  get size(): number {
    return this.kept.size;
  }

  private keep(key: string, value: T) {
    this.kept.set(key, { value, expires: this.now() + this.ttlMs });
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.maxEntries) break;
      this.kept.delete(oldest);
    }
  }
}
