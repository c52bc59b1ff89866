import type { RussianLetterGroup } from '../../../shared/src/api/types';

const russianCollator = new Intl.Collator('ru');

/**
 * Groups named items by the lowercase first letter of their name (SPEC §4: choosing a category
 * sets the selected letter to the lowercase first character of its name), letters in Russian order.
 */
export function groupByFirstLetter(items: readonly { id: number; name: string }[]): RussianLetterGroup[] {
  const groups = new Map<string, { id: number }[]>();
  for (const item of items) {
    const letter = item.name.trim().charAt(0).toLocaleLowerCase('ru');
    const group = groups.get(letter) ?? [];
    group.push({ id: item.id });
    groups.set(letter, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => russianCollator.compare(a, b))
    .map(([letter, categories]) => ({ letter, categories }));
}
