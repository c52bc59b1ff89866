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
  directionToggled,
  doctorCardClicked,
  doctorsQuery,
  jobTitleChosen,
  letterClicked,
  pageOpened,
  signUpClicked,
  sortTabClicked,
} from './model';

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
  it('reads the list unsorted on opening', async () => {
    const scope = fork();
    await allSettled(pageOpened, { scope });
    expect(sentSorts()).toEqual([{ sort_by: '', sort_direction: '' }]);
    expect(scope.getState($visibleDoctors).map((doctor) => doctor.id)).toEqual([1, 2, 3]);
  });

  it('refetches with sort_by and sort_direction on every tab and toggle click', async () => {
    const scope = fork();
    await allSettled(pageOpened, { scope });
    await allSettled(sortTabClicked, { scope, params: 'first_appointment' });
    await allSettled(directionToggled, { scope });
    await allSettled(directionToggled, { scope });
    await allSettled(directionToggled, { scope });
    await allSettled(sortTabClicked, { scope, params: 'rating' });
    await allSettled(sortTabClicked, { scope, params: 'experience' });
    await allSettled(sortTabClicked, { scope, params: '' });
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
  });

  it('shows the order of the newest answer, never a slow older one', async () => {
    const scope = fork();
    const byPrice = [...doctors].sort((a, b) => a.first_appointment.price - b.first_appointment.price);
    vi.mocked(getDoctors)
      .mockImplementationOnce(() => new Promise((resolve) => setTimeout(() => resolve(doctors), 30)))
      .mockImplementationOnce(async () => byPrice);
    const slow = allSettled(pageOpened, { scope });
    await allSettled(sortTabClicked, { scope, params: 'first_appointment' });
    await slow;
    expect(scope.getState(doctorsQuery.$data)?.map((doctor) => doctor.id)).toEqual([3, 1, 2]);
  });

  it('filters by letter and by specialty; Все shows everyone again', async () => {
    const scope = fork();
    await allSettled(pageOpened, { scope });
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
    await allSettled(pageOpened, { scope });
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
