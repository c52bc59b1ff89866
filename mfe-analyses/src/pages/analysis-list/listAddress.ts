import { ROUTES } from '@clinic/shared';
import { ALL_LETTER } from './catalogue';
import { SHARE_PARAM } from './selectionAddress';

/**
 * The list's filters in its address, so that they are links and a form that work without JavaScript and the
 * server renders what they ask for: `/analysis/list?category=2`, `?letter=б` (`?letter=все`: every analysis),
 * `?q=ферритин`. (The selection's `?a=` is selectionAddress.ts's; without JavaScript the links keep it.)
 */
export const CATEGORY_PARAM = 'category';
export const LETTER_PARAM = 'letter';
export const SEARCH_PARAM = 'q';
/** A longer search is cut: no analysis is named that long. */
export const SEARCH_MAX_LENGTH = 100;

/** What an address asks the list to show; what it cannot mean is left out (null, ''). */
export interface ListFilters {
  /** A category id, known or not: an unknown one opens the list as usual. */
  categoryId: number | null;
  /** `ALL_LETTER` or one lowercase letter. */
  letter: string | null;
  query: string;
}

export const NO_FILTERS: ListFilters = { categoryId: null, letter: null, query: '' };

const ALL_IN_ADDRESS = ALL_LETTER.toLocaleLowerCase('ru');

function letterFrom(value: string | null): string | null {
  const letter = (value ?? '').trim().toLocaleLowerCase('ru');
  if (letter === ALL_IN_ADDRESS) return ALL_LETTER;
  return /^\p{L}$/u.test(letter) ? letter : null;
}

/** The filters of an address's query (`location.search`); anything odd reads as no filter, never an error. */
export function readListFilters(search: string): ListFilters {
  const params = new URLSearchParams(search);
  const category = (params.get(CATEGORY_PARAM) ?? '').trim();
  return {
    categoryId: /^\d{1,9}$/.test(category) ? Number(category) : null,
    letter: letterFrom(params.get(LETTER_PARAM)),
    query: (params.get(SEARCH_PARAM) ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
  };
}

/** The list's query for these filters, and the selection to keep (the address's, without JavaScript). */
export function listParams(
  filters: Partial<ListFilters>,
  selection?: readonly number[] | null,
): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.categoryId != null) params.set(CATEGORY_PARAM, String(filters.categoryId));
  if (filters.letter) params.set(LETTER_PARAM, filters.letter.toLocaleLowerCase('ru'));
  const query = filters.query?.trim();
  if (query) params.set(SEARCH_PARAM, query);
  if (selection?.length) params.set(SHARE_PARAM, selection.join(','));
  return params;
}

/** The list's address for these filters: one form for each, so it also tells two sets of filters apart. */
export function listHref(filters: Partial<ListFilters>, selection?: readonly number[] | null): string {
  const text = listParams(filters, selection).toString();
  return text ? `${ROUTES.ANALYSIS_LIST}?${text}` : ROUTES.ANALYSIS_LIST;
}
