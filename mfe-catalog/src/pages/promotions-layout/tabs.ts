import { ROUTES } from '@clinic/shared';
import type { CatalogMessage } from '../../messages/catalogText';

/** SPEC §2 promotions layout tabs; the key is the promotion's `category` field, the label a catalogue message. */
export const PROMOTION_TABS = [
  { key: null, label: 'tab.all' },
  { key: 'diagnostic', label: 'tab.diagnostic' },
  { key: 'surgery', label: 'tab.surgery' },
  { key: 'dentistry', label: 'tab.dentistry' },
  { key: 'plastic', label: 'tab.plastic' },
  { key: 'cosmetology', label: 'tab.cosmetology' },
  { key: 'eco', label: 'tab.eco' },
  { key: 'childhood', label: 'tab.childhood' },
  { key: 'oncology', label: 'tab.oncology' },
] as const satisfies readonly { key: string | null; label: CatalogMessage }[];

export type PromotionCategory = Exclude<(typeof PROMOTION_TABS)[number]['key'], null>;

/** The query parameter that carries the chosen tab on the list route. */
export const CATEGORY_PARAM = 'category';

/** The tab's category from the URL; anything unknown means 'all'. */
export function categoryFromParam(value: string | null): PromotionCategory | null {
  return PROMOTION_TABS.find((tab) => tab.key !== null && tab.key === value)?.key ?? null;
}

/** The query parameter of the search box (a GET form, so the search works without JavaScript too). */
export const SEARCH_PARAM = 'q';
/** A longer search is cut: no promotion is named that long. */
export const SEARCH_MAX_LENGTH = 100;

/** The search an address asks for (`location.search`): its `q`, trimmed; '' for none. */
export function searchFromAddress(search: string): string {
  return (new URLSearchParams(search).get(SEARCH_PARAM) ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}

/**
 * The list's address for a tab (its category) and a search, in the order the search form sends them.
 * (The original sent five of the tabs to the promotion details route with the category as slug, which can
 * only show 'not found'.)
 */
export function promotionsListHref(category: PromotionCategory | null, search = ''): string {
  const params = new URLSearchParams();
  if (category) params.set(CATEGORY_PARAM, category);
  if (search.trim()) params.set(SEARCH_PARAM, search.trim());
  const query = params.toString();
  return query ? `${ROUTES.PROMOTIONS_LIST}?${query}` : ROUTES.PROMOTIONS_LIST;
}
