/**
 * Whether `a` becomes `b` by at most one edit: a letter changed, added, dropped, or two neighbours swapped (the
 * commonest slip of a finger, which plain Levenshtein counts as two). Only "at most one" is ever asked, so this
 * walks both words once instead of filling a distance table.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = a.length - b.length;
  if (lengthGap > 1 || lengthGap < -1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  if (lengthGap === 1) return a.slice(start + 1) === b.slice(start);
  if (lengthGap === -1) return a.slice(start) === b.slice(start + 1);
  if (a.slice(start + 1) === b.slice(start + 1)) return true;
  return a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
}
