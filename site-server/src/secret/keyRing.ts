import { createHmac, timingSafeEqual } from 'node:crypto';

/** The keys a token may be signed with, the current one first; during a rotation, the previous one after it. */
export interface AcceptedKeys<K> {
  accepted(): readonly K[];
}

/** A signing key that can be rotated: new tokens are signed with `current`, checked against every accepted one. */
export interface KeyRing<K = Buffer> extends AcceptedKeys<K> {
  current(): K;
}

/** One key, never rotated (tests, or a site server given a Buffer). */
export const fixedRing = <K>(key: K): KeyRing<K> => ({ current: () => key, accepted: () => [key] });

export const ringOf = (secret: Buffer | KeyRing): KeyRing =>
  Buffer.isBuffer(secret) ? fixedRing(secret) : secret;

/**
 * The ring of one purpose's keys, derived from the site secret's (HMAC of a label), so no token of one kind passes
 * for another. Each key is derived once: the ring hands out the same Buffer until it changes.
 */
export function purposeRing(secret: Buffer | KeyRing, label: string): KeyRing {
  const ring = ringOf(secret);
  const derived = new WeakMap<Buffer, Buffer>();
  const derive = (key: Buffer) => {
    let made = derived.get(key);
    if (!made) {
      made = createHmac('sha256', key).update(label).digest();
      derived.set(key, made);
    }
    return made;
  };
  return { current: () => derive(ring.current()), accepted: () => ring.accepted().map(derive) };
}

/** Whether `given` is the signature one of `keys` makes, each compared in constant time. */
export function signedByOne<K>(given: Buffer, keys: readonly K[], signature: (key: K) => Buffer): boolean {
  return keys.some((key) => {
    const expected = signature(key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
