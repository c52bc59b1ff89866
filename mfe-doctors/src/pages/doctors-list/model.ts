import {
  bookingRequested,
  createQuery,
  type DoctorSort,
  getDoctorLetters,
  getDoctors,
  getJobTitles,
  type JobTitle,
  type RussianLetterGroup,
} from '@clinic/shared';
import { combine, createEvent, createStore, sample } from 'effector';
import { combineQueries } from '../../lib/combineQueries';
import { listOf, normalizeDoctors } from '../../lib/normalizeDoctor';
import { sortHref, UNSORTED } from './sort';
import {
  filterDoctors,
  jobTitlesOfLetter,
  letterOf,
  NO_FILTER,
  type SpecialtyFilter,
  withAllLetter,
} from './specialty';

/** The list page was opened (or opened again) with its address's sort: everything it shows is read afresh. */
export const pageOpened = createEvent<DoctorSort>();
/** The address's sort changed on the open page (a sort tab's or the direction's link, Back, Forward). */
export const sortChanged = createEvent<DoctorSort>();
export const letterClicked = createEvent<string>();
/** A specialty chosen in the list or the mobile dropdown; `null` is 'all specialties'. */
export const jobTitleChosen = createEvent<number | null>();
export const doctorCardClicked = createEvent<number>();
export const signUpClicked = createEvent<number>();

/** Every sort change reads the list again; createQuery keeps only the newest answer. */
export const doctorsQuery = createQuery((sort: DoctorSort) => getDoctors(sort).then(normalizeDoctors));
export const lettersQuery = createQuery<void, RussianLetterGroup[]>(() =>
  getDoctorLetters().then(listOf<RussianLetterGroup>('doctor letters')),
);
export const jobTitlesQuery = createQuery<void, JobTitle[]>(() =>
  getJobTitles().then(listOf<JobTitle>('job titles')),
);
export const pageQuery = combineQueries({
  doctors: doctorsQuery,
  letters: lettersQuery,
  jobTitles: jobTitlesQuery,
});

export const $sort = createStore<DoctorSort>(UNSORTED);
export const $filter = createStore<SpecialtyFilter>(NO_FILTER);
const $chosenDoctorId = createStore<number | null>(null).on(doctorCardClicked, (_, id) => id);

export const $letters = lettersQuery.$data.map((groups) => withAllLetter(groups ?? []));

sample({ clock: pageOpened, target: [$sort, doctorsQuery.started] });
sample({
  clock: sortChanged,
  source: $sort,
  filter: (current, next) => sortHref(current) !== sortHref(next),
  fn: (_, next) => next,
  target: [$sort, doctorsQuery.started],
});
sample({ clock: pageOpened, target: [lettersQuery.started, jobTitlesQuery.started] });

$filter.on(letterClicked, (_, letter) => ({ letter, jobTitleId: null }));
sample({
  clock: jobTitleChosen,
  source: jobTitlesQuery.$data,
  fn: (titles, id): SpecialtyFilter => {
    const title = titles?.find((item) => item.id === id);
    return title ? { letter: letterOf(title.name), jobTitleId: title.id } : NO_FILTER;
  },
  target: $filter,
});

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
