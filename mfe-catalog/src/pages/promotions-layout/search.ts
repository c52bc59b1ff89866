import type { Promotion } from '@clinic/shared';
import { findMatches, type SearchRules, searchEntry, suggestSearches } from '@clinic/shared/search';
import type { PromotionCategory } from './tabs';

/**
 * The promotions search's rules for the shared matcher (docs/search.md): no synonyms of its own yet; words a
 * patient adds that no promotion's name needs («акция на УЗИ»).
 */
const RULES: SearchRules = { fillers: ['акция', 'на'] };

/** Offered when a search finds nothing: what the clinic's promotions are mostly about. */
export const POPULAR_PROMOTION_SEARCHES: readonly string[] = ['УЗИ', 'консультация', 'check-up'];

const inTab = (list: readonly Promotion[], category: PromotionCategory | null) =>
  category === null ? [...list] : list.filter((item) => item.category === category);

/** The tab's promotions a search means (every one for no search), in the list's order. */
export function filterPromotions(
  list: readonly Promotion[],
  category: PromotionCategory | null,
  search: string,
): Promotion[] {
  const shown = inTab(list, category);
  if (!search.trim()) return shown;
  return findMatches(
    shown,
    shown.map((item) => searchEntry(item.name)),
    search,
    RULES,
  );
}

/** Searches within the tab to offer when `search` finds nothing there, each of which finds something. */
export function promotionSuggestions(
  list: readonly Promotion[],
  category: PromotionCategory | null,
  search: string,
): string[] {
  const entries = inTab(list, category).map((item) => searchEntry(item.name));
  return suggestSearches(search, entries, RULES, POPULAR_PROMOTION_SEARCHES);
}
