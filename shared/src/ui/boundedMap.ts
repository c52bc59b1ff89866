/**
 * A Map that forgets its oldest entry past `max`. Not lru-cache: it lives in @clinic/shared, which every page
 * downloads, and its hot path (one `get` per styled element) is a plain Map lookup.
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly max: number) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    return this.#entries.get(key);
  }

  set(key: K, value: V): void {
    if (this.#entries.size >= this.max && !this.#entries.has(key)) {
      this.#entries.delete(this.#entries.keys().next().value as K);
    }
    this.#entries.set(key, value);
  }
}
