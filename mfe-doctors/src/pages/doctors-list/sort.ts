import { type DoctorSort, type DoctorSortBy, ROUTES, type SortDirection } from '@clinic/shared';

/** SPEC §4: each click of the direction toggle moves none → asc → desc → none. */
export const DIRECTION_CYCLE: Readonly<Record<SortDirection, SortDirection>> = {
  '': 'asc',
  asc: 'desc',
  desc: '',
};

/** SPEC §4: the Price tab sets asc, Rating or Experience set desc, All clears the direction. */
export const TAB_DIRECTION: Readonly<Record<DoctorSortBy, SortDirection>> = {
  '': '',
  first_appointment: 'asc',
  rating: 'desc',
  experience: 'desc',
};

/** The sort tab bar of the list, in the order patients see it. */
export const SORT_TABS: ReadonlyArray<{ sortBy: DoctorSortBy; label: string }> = [
  { sortBy: '', label: 'Все' },
  { sortBy: 'first_appointment', label: 'Цена' },
  { sortBy: 'rating', label: 'Рейтинг' },
  { sortBy: 'experience', label: 'Стаж' },
];

/** What the direction toggle says for each direction. */
export const DIRECTION_LABELS: Readonly<Record<SortDirection, string>> = {
  '': 'без направления',
  asc: 'по возрастанию',
  desc: 'по убыванию',
};

/** The seed order: no sort field, no direction. */
export const UNSORTED: DoctorSort = { sort_by: '', sort_direction: '' };

export function sortForTab(sortBy: DoctorSortBy): DoctorSort {
  return { sort_by: sortBy, sort_direction: TAB_DIRECTION[sortBy] };
}

export function withNextDirection(sort: DoctorSort): DoctorSort {
  return { ...sort, sort_direction: DIRECTION_CYCLE[sort.sort_direction] };
}

/** The address's query names: the API's own, so a sorted list is a link (`?sort_by=rating&sort_direction=desc`). */
const SORT_BY_PARAM = 'sort_by';
const DIRECTION_PARAM = 'sort_direction';

const isSortBy = (value: string | null): value is DoctorSortBy =>
  value !== null && Object.hasOwn(TAB_DIRECTION, value);
const isDirection = (value: string | null): value is SortDirection =>
  value !== null && Object.hasOwn(DIRECTION_CYCLE, value);

/**
 * The sort an address asks for; anything unknown (a hand-edited or old link) is no sort, or no direction. A
 * direction without a field means nothing to the API, so it is dropped.
 */
export function readSort(search: string): DoctorSort {
  const params = new URLSearchParams(search);
  const sortBy = params.get(SORT_BY_PARAM);
  const direction = params.get(DIRECTION_PARAM);
  if (!isSortBy(sortBy) || sortBy === '') return UNSORTED;
  return { sort_by: sortBy, sort_direction: isDirection(direction) ? direction : '' };
}

/** The list's address with this sort: the tabs and the direction toggle are links to it (no script needed). */
export function sortHref(sort: DoctorSort): string {
  if (sort.sort_by === '') return ROUTES.DOCTORS_LIST;
  const params = new URLSearchParams({ [SORT_BY_PARAM]: sort.sort_by });
  if (sort.sort_direction) params.set(DIRECTION_PARAM, sort.sort_direction);
  return `${ROUTES.DOCTORS_LIST}?${params}`;
}
