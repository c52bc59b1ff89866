import { describe, expect, it } from 'vitest';
import {
  DIRECTION_CYCLE,
  readSort,
  SORT_TABS,
  sortForTab,
  sortHref,
  UNSORTED,
  withNextDirection,
} from './sort';

describe('sort direction (SPEC §4: cycles none, asc, desc, none on each click)', () => {
  it('walks the whole cycle and comes back to none', () => {
    let sort = UNSORTED;
    const seen = [];
    for (let click = 0; click < 4; click += 1) {
      sort = withNextDirection(sort);
      seen.push(sort.sort_direction);
    }
    expect(seen).toEqual(['asc', 'desc', '', 'asc']);
  });
  it('keeps the sort field while the direction changes', () => {
    expect(withNextDirection({ sort_by: 'rating', sort_direction: 'desc' })).toEqual({
      sort_by: 'rating',
      sort_direction: '',
    });
  });
  it('has exactly the three directions', () => {
    expect(Object.keys(DIRECTION_CYCLE).sort()).toEqual(['', 'asc', 'desc']);
  });
});

describe('sort tabs (SPEC §4: Price sets asc; Rating or Experience set desc; All clears it)', () => {
  it('sets the direction of each tab', () => {
    expect(sortForTab('first_appointment')).toEqual({ sort_by: 'first_appointment', sort_direction: 'asc' });
    expect(sortForTab('rating')).toEqual({ sort_by: 'rating', sort_direction: 'desc' });
    expect(sortForTab('experience')).toEqual({ sort_by: 'experience', sort_direction: 'desc' });
    expect(sortForTab('')).toEqual({ sort_by: '', sort_direction: '' });
  });
  it('shows All, Price, Rating and Experience in Russian, in that order', () => {
    expect(SORT_TABS.map((tab) => [tab.sortBy, tab.label])).toEqual([
      ['', 'Все'],
      ['first_appointment', 'Цена'],
      ['rating', 'Рейтинг'],
      ['experience', 'Стаж'],
    ]);
  });
});

describe('the sort in the address (the tabs and the toggle are links; the server renders the sort asked for)', () => {
  it('writes each sort of SPEC §4 as an address and reads the same sort back', () => {
    for (const tab of SORT_TABS) {
      for (const sort of [sortForTab(tab.sortBy), withNextDirection(sortForTab(tab.sortBy))]) {
        const href = sortHref(sort);
        expect(readSort(new URL(href, 'http://clinic').search), href).toEqual(sort.sort_by ? sort : UNSORTED);
      }
    }
    expect(sortHref(UNSORTED)).toBe('/doctors-list/list');
    expect(sortHref({ sort_by: 'rating', sort_direction: 'desc' })).toBe(
      '/doctors-list/list?sort_by=rating&sort_direction=desc',
    );
  });

  it('reads anything unknown as no sort, or no direction', () => {
    expect(readSort('?sort_by=salary&sort_direction=asc')).toEqual(UNSORTED);
    expect(readSort('?sort_direction=asc')).toEqual(UNSORTED);
    expect(readSort('?sort_by=rating&sort_direction=sideways')).toEqual({
      sort_by: 'rating',
      sort_direction: '',
    });
    expect(readSort('?sort_by=toString')).toEqual(UNSORTED);
  });
});
