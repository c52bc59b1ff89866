import { $bookingRequest, type DoctorSort } from '@clinic/shared';
import { allSettled, fork, type Scope } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDoctorLettersFx, getDoctorsFx, getJobTitlesFx } from '../../lib/api';
import { makeDoctor } from '../../testing/makeDoctor';
import { BARE_LIST, type ListAddress, listHref, readListAddress } from './listAddress';
import {
  $filter,
  $selectedDoctor,
  $sort,
  $visibleDoctors,
  $visibleJobTitles,
  addressChanged,
  doctorCardClicked,
  doctorsQuery,
  pageOpened,
  signUpClicked,
} from './model';
import { sortForTab, UNSORTED, withNextDirection } from './sort';
import { NO_FILTER, type SpecialtyFilter } from './specialty';

const doctors = [
  makeDoctor(1, { job_title_ids: [1], first_appointment: { price: 9000 } }),
  makeDoctor(2, { job_title_ids: [5], first_appointment: { price: 15000 } }),
  makeDoctor(3, { job_title_ids: [9], first_appointment: { price: 8000 } }),
];

/** The API's answer to the list read, in every scope; its calls are the sorts the page sent. */
const getDoctors = vi.fn(async (_sort?: Partial<DoctorSort>) => doctors);
const scopeWithApi = () =>
  fork({
    handlers: [
      [getDoctorsFx, getDoctors],
      [
        getDoctorLettersFx,
        async () => [
          { letter: 'г', categories: [{ id: 5 }, { id: 9 }] },
          { letter: 'т', categories: [{ id: 1 }] },
        ],
      ],
      [
        getJobTitlesFx,
        async () => [
          { id: 1, name: 'Терапевт' },
          { id: 5, name: 'Гинеколог' },
          { id: 9, name: 'Гастроэнтеролог' },
        ],
      ],
    ],
  });

const sentSorts = () => getDoctors.mock.calls.map(([sort]) => sort);
/** The address a link leads to, read back as the page does. */
const at = (address: ListAddress) => readListAddress(new URL(listHref(address), 'http://x').search);
const visibleIds = (scope: Scope) => scope.getState($visibleDoctors).map((doctor) => doctor.id);

beforeEach(() => {
  getDoctors.mockClear();
});

describe('the doctors list model', () => {
  it('reads the list with its address’s sort and filter on opening (all, unsorted, for the bare address)', async () => {
    const scope = scopeWithApi();
    await allSettled(pageOpened, { scope, params: BARE_LIST });
    expect(sentSorts()).toEqual([{ sort_by: '', sort_direction: '' }]);
    expect(visibleIds(scope)).toEqual([1, 2, 3]);
    const sorted = scopeWithApi();
    await allSettled(pageOpened, {
      scope: sorted,
      params: readListAddress('?sort_by=rating&sort_direction=desc&letter=%D0%B3&specialty=9'),
    });
    expect(sorted.getState($sort)).toEqual({ sort_by: 'rating', sort_direction: 'desc' });
    expect(sorted.getState($filter)).toEqual({ letter: 'г', jobTitleId: 9 });
    expect(visibleIds(sorted)).toEqual([3]);
  });

  it('follows the tabs’ and the toggle’s links: refetches on every change of the address’s sort', async () => {
    const scope = scopeWithApi();
    await allSettled(pageOpened, { scope, params: BARE_LIST });
    const follow = (sort: DoctorSort) =>
      allSettled(addressChanged, { scope, params: at({ sort, filter: NO_FILTER }) });
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
    // The same sort again (hydration, a link to the current sort, a filter's link) reads nothing.
    await allSettled(addressChanged, { scope, params: BARE_LIST });
    await allSettled(addressChanged, {
      scope,
      params: at({ sort: UNSORTED, filter: { letter: 'г', jobTitleId: 9 } }),
    });
    expect(sentSorts()).toHaveLength(expected.length);
  });

  it('shows the order of the newest answer, never a slow older one', async () => {
    const scope = scopeWithApi();
    const byPrice = [...doctors].sort((a, b) => a.first_appointment.price - b.first_appointment.price);
    getDoctors
      .mockImplementationOnce(() => new Promise((resolve) => setTimeout(() => resolve(doctors), 30)))
      .mockImplementationOnce(async () => byPrice);
    const slow = allSettled(pageOpened, { scope, params: BARE_LIST });
    await allSettled(addressChanged, {
      scope,
      params: { sort: sortForTab('first_appointment'), filter: NO_FILTER },
    });
    await slow;
    expect(scope.getState(doctorsQuery.$data)?.map((doctor) => doctor.id)).toEqual([3, 1, 2]);
  });

  it('follows the letters’ and the specialties’ links, keeping the sort; Все shows everyone again', async () => {
    const scope = scopeWithApi();
    const byRating = sortForTab('rating');
    await allSettled(pageOpened, { scope, params: { sort: byRating, filter: NO_FILTER } });
    const follow = (filter: SpecialtyFilter) =>
      allSettled(addressChanged, { scope, params: at({ sort: scope.getState($sort), filter }) });
    await follow({ letter: 'г', jobTitleId: null });
    expect(scope.getState($visibleJobTitles).map((title) => title.name)).toEqual([
      'Гинеколог',
      'Гастроэнтеролог',
    ]);
    expect(visibleIds(scope)).toEqual([2, 3]);
    await follow({ letter: 'г', jobTitleId: 9 });
    expect(scope.getState($filter)).toEqual({ letter: 'г', jobTitleId: 9 });
    expect(visibleIds(scope)).toEqual([3]);
    await follow({ letter: 'Все', jobTitleId: null });
    expect(scope.getState($filter)).toEqual(NO_FILTER);
    expect(visibleIds(scope)).toEqual([1, 2, 3]);
    // A specialty's link selects its letter too (SPEC §4), whatever letter was selected.
    await follow({ letter: 'г', jobTitleId: 1 });
    expect(scope.getState($filter)).toEqual({ letter: 'т', jobTitleId: 1 });
    expect(scope.getState($visibleJobTitles).map((title) => title.name)).toEqual(['Терапевт']);
    await follow(NO_FILTER);
    expect(visibleIds(scope)).toEqual([1, 2, 3]);
    // The filter works on the list in hand: one read, the sort the page opened with.
    expect(sentSorts()).toEqual([byRating]);
    expect(scope.getState($sort)).toEqual(byRating);
  });

  it('shows everyone for an address it cannot show: an unknown letter or specialty, never an error', async () => {
    for (const search of [
      '?letter=я',
      '?specialty=42',
      '?letter=г&specialty=42',
      '?specialty=abc',
      '?letter=%',
    ]) {
      const scope = scopeWithApi();
      await allSettled(pageOpened, { scope, params: readListAddress(search) });
      expect(scope.getState($filter), search).toEqual(NO_FILTER);
      expect(visibleIds(scope), search).toEqual([1, 2, 3]);
    }
  });

  it('selects the first doctor after load, then the clicked one', async () => {
    const scope = scopeWithApi();
    expect(scope.getState($selectedDoctor)).toBeNull();
    await allSettled(pageOpened, { scope, params: BARE_LIST });
    expect(scope.getState($selectedDoctor)?.id).toBe(1);
    await allSettled(doctorCardClicked, { scope, params: 3 });
    expect(scope.getState($selectedDoctor)?.id).toBe(3);
    // Still shown under a filter: still selected; filtered out: the first one shown.
    await allSettled(addressChanged, {
      scope,
      params: at({ sort: UNSORTED, filter: { letter: 'г', jobTitleId: null } }),
    });
    expect(scope.getState($selectedDoctor)?.id).toBe(3);
    await allSettled(addressChanged, {
      scope,
      params: at({ sort: UNSORTED, filter: { letter: 'г', jobTitleId: 5 } }),
    });
    expect(scope.getState($selectedDoctor)?.id).toBe(2);
  });

  it('asks the booking remote for an appointment with that doctor', async () => {
    const scope = scopeWithApi();
    await allSettled(signUpClicked, { scope, params: 2 });
    expect(scope.getState($bookingRequest)).toEqual({ kind: 'doctor', targetId: 2 });
  });
});
