import {
  bookingRequested,
  createQuery,
  type DoctorSort,
  type DoctorSortBy,
  getDoctorLetters,
  getDoctors,
  getJobTitles,
  type JobTitle,
  type RussianLetterGroup,
} from '@clinic/shared';
import { combine, createEvent, createStore, sample } from 'effector';
import { combineQueries } from '../../lib/combineQueries';
import { listOf, normalizeDoctors } from '../../lib/normalizeDoctor';
import { sortForTab, UNSORTED, withNextDirection } from './sort';
import {
  filterDoctors,
  jobTitlesOfLetter,
  letterOf,
  NO_FILTER,
  type SpecialtyFilter,
  withAllLetter,
} from './specialty';

/** The list page was opened (or opened again): everything it shows is read afresh. */
export const pageOpened = createEvent();
export const sortTabClicked = createEvent<DoctorSortBy>();
export const directionToggled = createEvent();
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

sample({
  clock: sortTabClicked,
  fn: sortForTab,
  target: [$sort, doctorsQuery.started],
});
sample({
  clock: directionToggled,
  source: $sort,
  fn: withNextDirection,
  target: [$sort, doctorsQuery.started],
});
sample({ clock: pageOpened, source: $sort, target: doctorsQuery.started });
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
