/** Keeps what can be an analysis id (a positive safe integer), once each, in the order given. */
export function cleanIds(values: readonly unknown[]): number[] {
  const ids = values
    .map((value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value))
    .filter((value): value is number => Number.isSafeInteger(value) && (value as number) > 0);
  return [...new Set(ids)];
}

/** Drops ids the current API data does not know (stale storage, an old share link). */
export function keepKnown(ids: readonly number[], known: ReadonlyMap<number, unknown>): number[] {
  return ids.filter((id) => known.has(id));
}
