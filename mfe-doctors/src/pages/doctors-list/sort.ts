import type { DoctorSort, DoctorSortBy, SortDirection } from '@clinic/shared';
import type { DoctorsMessage } from '../../messages/doctorsText';

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

/** The sort tab bar of the list, in the order patients see it, each with its message. */
export const SORT_TABS: ReadonlyArray<{ sortBy: DoctorSortBy; label: DoctorsMessage }> = [
  { sortBy: '', label: 'sort.all' },
  { sortBy: 'first_appointment', label: 'sort.price' },
  { sortBy: 'rating', label: 'sort.rating' },
  { sortBy: 'experience', label: 'sort.experience' },
];

/** What the direction toggle says for each direction: the `select` of its message (`sort.direction`). */
export const directionValue = (direction: SortDirection): string => direction || 'none';

/** The seed order: no sort field, no direction. */
export const UNSORTED: DoctorSort = { sort_by: '', sort_direction: '' };

export function sortForTab(sortBy: DoctorSortBy): DoctorSort {
  return { sort_by: sortBy, sort_direction: TAB_DIRECTION[sortBy] };
}

export function withNextDirection(sort: DoctorSort): DoctorSort {
  return { ...sort, sort_direction: DIRECTION_CYCLE[sort.sort_direction] };
}
