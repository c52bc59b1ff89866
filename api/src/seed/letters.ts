import type { RussianLetterGroup } from '@clinic/shared';
import type { Locale } from '@clinic/shared/core';

/**
 * Groups named items by the lowercase first letter of their name (SPEC §4: choosing a category
 * sets the selected letter to the lowercase first character of its name), letters in the alphabet's order.
 * The names are those the answer carries: in Kazakh, the Kazakh names' letters (Ә, Қ, Ө… in their places).
 */
export function groupByFirstLetter(
  items: readonly { id: number; name: string }[],
  locale: Locale = 'ru',
): RussianLetterGroup[] {
  const collator = new Intl.Collator(locale);
  const groups = new Map<string, { id: number }[]>();
  for (const item of items) {
    const letter = item.name.trim().charAt(0).toLocaleLowerCase(locale);
    const group = groups.get(letter) ?? [];
    group.push({ id: item.id });
    groups.set(letter, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([letter, categories]) => ({ letter, categories }));
}
