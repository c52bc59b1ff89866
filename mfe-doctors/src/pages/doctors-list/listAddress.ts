import { type DoctorSort, type DoctorSortBy, ROUTES, type SortDirection } from '@clinic/shared';
import { DIRECTION_CYCLE, TAB_DIRECTION, UNSORTED } from './sort';
import { ALL_LETTER, NO_FILTER, type SpecialtyFilter } from './specialty';

/**
 * The list's sort and specialty filter in its address, so that the tabs, the toggle, the letters and the
 * specialties are links that work without JavaScript and the server renders what they ask for:
 * `/doctors-list/list?sort_by=rating&sort_direction=desc&letter=к&specialty=2`. The sort's names are the API's.
 */
const SORT_BY_PARAM = 'sort_by';
const DIRECTION_PARAM = 'sort_direction';
const LETTER_PARAM = 'letter';
const SPECIALTY_PARAM = 'specialty';

/** What an address asks the list to show. The filter is as asked: the model checks it against the API's data. */
export interface ListAddress {
  sort: DoctorSort;
  filter: SpecialtyFilter;
}

export const BARE_LIST: ListAddress = { sort: UNSORTED, filter: NO_FILTER };

const isSortBy = (value: string | null): value is DoctorSortBy =>
  value !== null && Object.hasOwn(TAB_DIRECTION, value);
const isDirection = (value: string | null): value is SortDirection =>
  value !== null && Object.hasOwn(DIRECTION_CYCLE, value);

/** Anything unknown is no sort, or no direction; a direction without a field means nothing to the API. */
function readSort(params: URLSearchParams): DoctorSort {
  const sortBy = params.get(SORT_BY_PARAM);
  const direction = params.get(DIRECTION_PARAM);
  if (!isSortBy(sortBy) || sortBy === '') return UNSORTED;
  return { sort_by: sortBy, sort_direction: isDirection(direction) ? direction : '' };
}

/** One letter, any case; anything else (and `все`) is no letter. */
function readLetter(value: string | null): string {
  const letter = (value ?? '').trim().toLocaleLowerCase('ru');
  return /^\p{L}$/u.test(letter) ? letter : '';
}

/** An id, or nothing; an odd one (not a number) asks for what no list has, so it is no filter at all. */
function readFilter(params: URLSearchParams): SpecialtyFilter {
  const letter = readLetter(params.get(LETTER_PARAM));
  const specialty = params.get(SPECIALTY_PARAM);
  if (specialty === null) return { letter, jobTitleId: null };
  return /^\d{1,9}$/.test(specialty.trim()) ? { letter, jobTitleId: Number(specialty) } : NO_FILTER;
}

/** The sort and filter of an address's query (`location.search`); anything odd reads as none, never an error. */
export function readListAddress(search: string): ListAddress {
  const params = new URLSearchParams(search);
  return { sort: readSort(params), filter: readFilter(params) };
}

/** The list's address for this sort and filter: one form for each, so it also tells two addresses apart. */
export function listHref({ sort, filter }: ListAddress): string {
  const params = new URLSearchParams();
  if (sort.sort_by) params.set(SORT_BY_PARAM, sort.sort_by);
  if (sort.sort_by && sort.sort_direction) params.set(DIRECTION_PARAM, sort.sort_direction);
  if (filter.letter && filter.letter !== ALL_LETTER) params.set(LETTER_PARAM, filter.letter);
  if (filter.jobTitleId !== null) params.set(SPECIALTY_PARAM, String(filter.jobTitleId));
  const query = params.toString();
  return query ? `${ROUTES.DOCTORS_LIST}?${query}` : ROUTES.DOCTORS_LIST;
}
