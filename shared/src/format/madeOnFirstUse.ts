/**
 * A value made the first time it is asked for. For the Intl formatters: building one at module level ran on
 * every page as `@clinic/shared` was evaluated, in the start-up task of a server-rendered page (one with the
 * clinic's time zone ≈ 15 ms on a throttled phone), whether the page formats anything or not.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
