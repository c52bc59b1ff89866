import type { Locale } from '@clinic/shared/core';

/**
 * A seed row's Kazakh texts, beside its Russian ones (`name` and `kk.name`). A field left out, or empty, answers in
 * Russian: a record is translated field by field, never all or nothing.
 */
export interface KazakhTexts<Field extends string> {
  kk?: Partial<Record<Field, string>>;
}

const given = (text: unknown): boolean =>
  Array.isArray(text) ? text.length > 0 : typeof text === 'string' && text.trim() !== '';

/**
 * The row with its texts in `locale`: in Kazakh each field `kk` has replaces the Russian one, the others stay.
 * The `kk` map itself is dropped either way: the API's records keep the shape they have in Russian.
 */
export function textsIn<Row extends object>(row: Row & { kk?: object }, locale: Locale): Omit<Row, 'kk'> {
  const { kk, ...russian } = row;
  if (locale !== 'kk' || !kk) return russian;
  const kazakh = Object.entries(kk).filter(([, text]) => given(text));
  return { ...russian, ...Object.fromEntries(kazakh) };
}
