import type { Doctor, DoctorSort, DoctorSortBy, FieldError, SortDirection } from '@clinic/shared';

const SORT_KEYS: Record<Exclude<DoctorSortBy, ''>, (doctor: Doctor) => number> = {
  first_appointment: (doctor) => doctor.first_appointment.price,
  rating: (doctor) => doctor.rating,
  experience: (doctor) => doctor.experience,
};
const DIRECTIONS: readonly SortDirection[] = ['', 'asc', 'desc'];

const isSortBy = (value: string): value is DoctorSortBy => value === '' || Object.hasOwn(SORT_KEYS, value);
const isDirection = (value: string): value is SortDirection => DIRECTIONS.includes(value as SortDirection);

/** Reads sort_by and sort_direction (absent = ''); any other value or a repeated parameter is an error. */
export function parseDoctorSort(query: Record<string, unknown>): DoctorSort | FieldError[] {
  const sortBy = query.sort_by ?? '';
  const direction = query.sort_direction ?? '';
  const errors: FieldError[] = [];
  if (typeof sortBy !== 'string' || !isSortBy(sortBy)) {
    errors.push({ field: 'sort_by', message: 'Допустимо: first_appointment, rating, experience или пусто' });
  }
  if (typeof direction !== 'string' || !isDirection(direction)) {
    errors.push({ field: 'sort_direction', message: 'Допустимо: asc, desc или пусто' });
  }
  if (errors.length > 0) return errors;
  return { sort_by: sortBy as DoctorSortBy, sort_direction: direction as SortDirection };
}

/** SPEC §4: an empty sort or an empty direction means seed order; ties keep seed (id) order too. */
export function sortDoctors(doctors: readonly Doctor[], sort: DoctorSort): Doctor[] {
  const list = [...doctors].sort((a, b) => a.id - b.id);
  if (sort.sort_by === '' || sort.sort_direction === '') return list;
  const key = SORT_KEYS[sort.sort_by];
  const sign = sort.sort_direction === 'asc' ? 1 : -1;
  return list.sort((a, b) => sign * (key(a) - key(b)) || a.id - b.id);
}
