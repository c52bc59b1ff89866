import { $bookingRequest, type DoctorSort, getDoctors } from '@clinic/shared';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDoctor } from '../../testing/makeDoctor';
import {
  $filter,
  $selectedDoctor,
  $sort,
  $visibleDoctors,
  $visibleJobTitles,
  doctorCardClicked,
  doctorsQuery,
  jobTitleChosen,
  letterClicked,
  pageOpened,
  signUpClicked,
  sortChanged,
} from './model';
import { readSort, sortForTab, sortHref, UNSORTED, withNextDirection } from './sort';

const doctors = [
  makeDoctor(1, { job_title_ids: [1], first_appointment: { price: 9000 } }),
  makeDoctor(2, { job_title_ids: [5], first_appointment: { price: 15000 } }),
  makeDoctor(3, { job_title_ids: [9], first_appointment: { price: 8000 } }),
];

vi.mock('@clinic/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@clinic/shared')>()),
  getDoctors: vi.fn(async () => doctors),
  getDoctorLetters: vi.fn(async () => [
    { letter: 'г', categories: [{ id: 5 }, { id: 9 }] },
    { letter: 'т', categories: [{ id: 1 }] },
  ]),
  getJobTitles: vi.fn(async () => [
    { id: 1, name: 'Терапевт' },
    { id: 5, name: 'Гинеколог' },
    { id: 9, name: 'Гастроэнтеролог' },
  ]),
}));

const sentSorts = () => vi.mocked(getDoctors).mock.calls.map(([sort]) => sort);

beforeEach(() => {
  vi.mocked(getDoctors).mockClear();
});

describe('the doctors list model', () => {
  it('reads the list with its address’s sort on opening (unsorted for the bare address)', async () => {
    const scope = fork();
    await allSettled(pageOpened, { scope, params: UNSORTED });
    expect(sentSorts()).toEqual([{ sort_by: '', sort_direction: '' }]);
    expect(scope.getState($visibleDoctors).map((doctor) => doctor.id)).toEqual([1, 2, 3]);
    const sorted = fork();
    await allSettled(pageOpened, { scope: sorted, params: readSort('?sort_by=rating&sort_direction=desc') });
    expect(sorted.getState($sort)).toEqual({ sort_by: 'rating', sort_direction: 'desc' });
  });

  it('follows the tabs’ and the toggle’s links: refetches on every change of the address’s sort', async () => {
    const scope = fork();
    await allSettled(pageOpened, { scope, params: UNSORTED });
    // What each link leads to, read back from its address as the page does.
    const follow = (sort: DoctorSort) =>
      allSettled(sortChanged, { scope, params: readSort(new URL(sortHref(sort), 'http://x').search) });
    await follow(sortForTab('first_appointment'));
    for (let click = 0; click < 3; click += 1) await follow(withNextDirection(scope.getState($sort)));
    await follow(sortForTab('rating'));
    await follow(sortForTab('experience'));
    await follow(sortForTab(''));
    const expected: DoctorSort[] = [
      { sort_by: '', sort_direction: '' },
      { sort_by: 'first_appointment', sort_direction: 'asc' },
      { sort_by: 'first_appointment', sort_direction: 'desc' },
      { sort_by: 'first_appointment', sort_direction: '' },
      { sort_by: 'first_appointment', sort_direction: 'asc' },
      { sort_by: 'rating', sort_direction: 'desc' },
      { sort_by: 'experience', sort_direction: 'desc' },
      { sort_by: '', sort_direction: '' },
    ];
    expect(sentSorts()).toEqual(expected);
    expect(scope.getState($sort)).toEqual({ sort_by: '', sort_direction: '' });
    // The same sort again (hydration, a link to the current sort) reads nothing.
    await allSettled(sortChanged, { scope, params: UNSORTED });
    expect(sentSorts()).toHaveLength(expected.length);
  });

  it('shows the order of the newest answer, never a slow older one', async () => {
    const scope = fork();
    const byPrice = [...doctors].sort((a, b) => a.first_appointment.price - b.first_appointment.price);
    vi.mocked(getDoctors)
      .mockImplementationOnce(() => new Promise((resolve) => setTimeout(() => resolve(doctors), 30)))
      .mockImplementationOnce(async () => byPrice);
    const slow = allSettled(pageOpened, { scope, params: UNSORTED });
    await allSettled(sortChanged, { scope, params: sortForTab('first_appointment') });
    await slow;
    expect(scope.getState(doctorsQuery.$data)?.map((doctor) => doctor.id)).toEqual([3, 1, 2]);
  });

  it('filters by letter and by specialty; Все shows everyone again', async () => {
    const scope = fork();
    await allSettled(pageOpened, { scope, params: UNSORTED });
    await allSettled(letterClicked, { scope, params: 'г' });
    expect(scope.getState($visibleJobTitles).map((title) => title.name)).toEqual([
      'Гинеколог',
      'Гастроэнтеролог',
    ]);
    expect(scope.getState($visibleDoctors).map((doctor) => doctor.id)).toEqual([2, 3]);
    await allSettled(jobTitleChosen, { scope, params: 9 });
    expect(scope.getState($filter)).toEqual({ letter: 'г', jobTitleId: 9 });
    expect(scope.getState($visibleDoctors).map((doctor) => doctor.id)).toEqual([3]);
    await allSettled(letterClicked, { scope, params: 'Все' });
    expect(scope.getState($visibleDoctors)).toHaveLength(3);
    await allSettled(jobTitleChosen, { scope, params: 1 });
    expect(scope.getState($filter)).toEqual({ letter: 'т', jobTitleId: 1 });
    await allSettled(jobTitleChosen, { scope, params: null });
    expect(scope.getState($visibleDoctors)).toHaveLength(3);
  });

  it('selects the first doctor after load, then the clicked one', async () => {
    const scope = fork();
    expect(scope.getState($selectedDoctor)).toBeNull();
    await allSettled(pageOpened, { scope, params: UNSORTED });
    expect(scope.getState($selectedDoctor)?.id).toBe(1);
    await allSettled(doctorCardClicked, { scope, params: 3 });
    expect(scope.getState($selectedDoctor)?.id).toBe(3);
    await allSettled(jobTitleChosen, { scope, params: 5 });
    expect(scope.getState($selectedDoctor)?.id).toBe(2);
  });

  it('asks the booking remote for an appointment with that doctor', async () => {
    const scope = fork();
    await allSettled(signUpClicked, { scope, params: 2 });
    expect(scope.getState($bookingRequest)).toEqual({ kind: 'doctor', targetId: 2 });
  });
});
