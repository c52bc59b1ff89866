import type { JobTitle, RussianLetterGroup } from '@clinic/shared';
import { describe, expect, it } from 'vitest';
import { makeDoctor } from '../../testing/makeDoctor';
import {
  filterDoctors,
  filterOfTitle,
  jobTitlesOfLetter,
  letterOf,
  NO_FILTER,
  shownFilter,
  withAllLetter,
} from './specialty';

const titles: JobTitle[] = [
  { id: 1, name: 'Терапевт' },
  { id: 5, name: 'Гинеколог' },
  { id: 9, name: 'Гастроэнтеролог' },
];
const groups: RussianLetterGroup[] = [
  { letter: 'г', categories: [{ id: 5 }, { id: 9 }] },
  { letter: 'т', categories: [{ id: 1 }] },
];
const doctors = [
  makeDoctor(1, { job_title_ids: [1] }),
  makeDoctor(2, { job_title_ids: [5, 10] }),
  makeDoctor(3, { job_title_ids: [9] }),
  makeDoctor(4, { job_title_ids: [1, 5] }),
];
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe("specialty letters (SPEC §3: a 'Все' entry with empty categories is added at the front)", () => {
  it('puts Все first', () => {
    expect(withAllLetter(groups)).toEqual([{ letter: 'Все', categories: [] }, ...groups]);
  });
  it('takes the lowercase first character of a name', () => {
    expect(letterOf('Врач УЗИ')).toBe('в');
    expect(letterOf('  Оториноларинголог')).toBe('о');
  });
  it('lists the job titles of a letter, or all of them', () => {
    expect(ids(jobTitlesOfLetter(titles, groups, 'г'))).toEqual([5, 9]);
    expect(ids(jobTitlesOfLetter(titles, groups, 'Все'))).toEqual([1, 5, 9]);
    expect(ids(jobTitlesOfLetter(titles, groups, ''))).toEqual([1, 5, 9]);
  });
});

describe("the doctors a filter shows (SPEC §4: letter 'Все' or empty shows all)", () => {
  it('shows everyone for no letter and for Все', () => {
    expect(ids(filterDoctors(doctors, groups, NO_FILTER))).toEqual([1, 2, 3, 4]);
    expect(ids(filterDoctors(doctors, groups, { letter: 'Все', jobTitleId: null }))).toEqual([1, 2, 3, 4]);
  });
  it('shows the doctors of any job title of the letter', () => {
    expect(ids(filterDoctors(doctors, groups, { letter: 'г', jobTitleId: null }))).toEqual([2, 3, 4]);
  });
  it('shows the doctors of one job title, keeping the API order', () => {
    const reversed = [...doctors].reverse();
    expect(ids(filterDoctors(reversed, groups, { letter: 'г', jobTitleId: 5 }))).toEqual([4, 2]);
  });
  it('shows nobody for a letter without job titles', () => {
    expect(filterDoctors(doctors, groups, { letter: 'я', jobTitleId: null })).toEqual([]);
  });
});

describe('what an address’s filter shows (SPEC §4: a specialty selects it and its letter)', () => {
  const letters = withAllLetter(groups);
  it('selects a known specialty with its own letter, whatever letter the address says', () => {
    expect(filterOfTitle(titles[2]!)).toEqual({ letter: 'г', jobTitleId: 9 });
    expect(shownFilter({ letter: '', jobTitleId: 9 }, titles, letters)).toEqual({
      letter: 'г',
      jobTitleId: 9,
    });
    expect(shownFilter({ letter: 'т', jobTitleId: 9 }, titles, letters)).toEqual({
      letter: 'г',
      jobTitleId: 9,
    });
  });
  it('selects a letter that has specialties', () => {
    expect(shownFilter({ letter: 'т', jobTitleId: null }, titles, letters)).toEqual({
      letter: 'т',
      jobTitleId: null,
    });
  });
  it('shows everyone for an unknown specialty or letter, and for Все', () => {
    expect(shownFilter({ letter: 'г', jobTitleId: 42 }, titles, letters)).toEqual(NO_FILTER);
    expect(shownFilter({ letter: 'я', jobTitleId: null }, titles, letters)).toEqual(NO_FILTER);
    expect(shownFilter({ letter: 'Все', jobTitleId: null }, titles, letters)).toEqual(NO_FILTER);
    expect(shownFilter(NO_FILTER, titles, letters)).toEqual(NO_FILTER);
    // Before the specialties and letters are in, nothing can be shown yet.
    expect(shownFilter({ letter: 'г', jobTitleId: 9 }, [], [])).toEqual(NO_FILTER);
  });
});
