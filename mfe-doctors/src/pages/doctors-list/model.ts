import {
  bookingRequested,
  createQuery,
  type DoctorSort,
  type JobTitle,
  type RussianLetterGroup,
} from '@clinic/shared';
import { combine, createEvent, createStore, sample } from 'effector';
import { getDoctorLettersFx, getDoctorsFx, getJobTitlesFx } from '../../lib/api';
import { combineQueries } from '../../lib/combineQueries';
import { listOf, normalizeDoctors } from '../../lib/normalizeDoctor';
import type { ListAddress } from './listAddress';
import { UNSORTED } from './sort';
import {
  filterDoctors,
  jobTitlesOfLetter,
  NO_FILTER,
  type SpecialtyFilter,
  shownFilter,
  withAllLetter,
} from './specialty';

/** The list page was opened (or opened again) at its address's sort and filter: everything is read afresh. */
export const pageOpened = createEvent<ListAddress>();
/**
 * The address changed on the open page: a link of the sort tabs, the direction, a letter or a specialty (all
 * of them links, so that they work without JavaScript), Back, Forward.
 */
export const addressChanged = createEvent<ListAddress>();
export const doctorCardClicked = createEvent<number>();
export const signUpClicked = createEvent<number>();

/** Every sort change reads the list again; createQuery keeps only the newest answer. */
export const doctorsQuery = createQuery((sort: DoctorSort) => getDoctorsFx(sort).then(normalizeDoctors));
export const lettersQuery = createQuery<void, RussianLetterGroup[]>(() =>
  getDoctorLettersFx().then(listOf<RussianLetterGroup>('doctor letters')),
);
export const jobTitlesQuery = createQuery<void, JobTitle[]>(() =>
  getJobTitlesFx().then(listOf<JobTitle>('job titles')),
);
export const pageQuery = combineQueries({
  doctors: doctorsQuery,
  letters: lettersQuery,
  jobTitles: jobTitlesQuery,
});

export const $sort = createStore<DoctorSort>(UNSORTED);
/** The filter as the address asks for it; `$filter` is what of it the API's data can show. */
const $askedFilter = createStore<SpecialtyFilter>(NO_FILTER).on(
  [pageOpened, addressChanged],
  (_, address) => address.filter,
);
const $chosenDoctorId = createStore<number | null>(null).on(doctorCardClicked, (_, id) => id);

export const $letters = lettersQuery.$data.map((groups) => withAllLetter(groups ?? []));

sample({ clock: pageOpened, fn: (address) => address.sort, target: [$sort, doctorsQuery.started] });
/** Only a new sort reads the list again: the filter works on the list in hand. */
sample({
  clock: addressChanged,
  source: $sort,
  filter: (current, next) =>
    current.sort_by !== next.sort.sort_by || current.sort_direction !== next.sort.sort_direction,
  fn: (_, next) => next.sort,
  target: [$sort, doctorsQuery.started],
});
sample({ clock: pageOpened, target: [lettersQuery.started, jobTitlesQuery.started] });

export const $filter = combine($askedFilter, jobTitlesQuery.$data, $letters, (asked, titles, groups) =>
  shownFilter(asked, titles ?? [], groups),
);

export const $visibleJobTitles = combine(jobTitlesQuery.$data, $letters, $filter, (titles, groups, filter) =>
  jobTitlesOfLetter(titles ?? [], groups, filter.letter),
);
export const $visibleDoctors = combine(doctorsQuery.$data, $letters, $filter, (doctors, groups, filter) =>
  filterDoctors(doctors ?? [], groups, filter),
);
/** SPEC §4: the first doctor after load until a card is clicked; the first visible if the chosen one is filtered out. */
export const $selectedDoctor = combine(
  $visibleDoctors,
  $chosenDoctorId,
  (doctors, id) => doctors.find((doctor) => doctor.id === id) ?? doctors[0] ?? null,
);

sample({
  clock: signUpClicked,
  fn: (targetId) => ({ kind: 'doctor' as const, targetId }),
  target: bookingRequested,
});
