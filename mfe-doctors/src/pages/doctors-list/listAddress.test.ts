import { describe, expect, it } from 'vitest';
import { BARE_LIST, type ListAddress, listHref, readListAddress } from './listAddress';
import { SORT_TABS, sortForTab, UNSORTED, withNextDirection } from './sort';
import { NO_FILTER, type SpecialtyFilter } from './specialty';

/** What a link leads to, read back as the page and the route's load read it. */
const follow = (address: ListAddress) => readListAddress(new URL(listHref(address), 'http://clinic').search);

describe('the list’s sort and filter in its address (links the server renders)', () => {
  it('writes each sort of SPEC §4 with each kind of filter, and reads the same back', () => {
    const filters: SpecialtyFilter[] = [
      NO_FILTER,
      { letter: 'к', jobTitleId: null },
      { letter: 'к', jobTitleId: 2 },
      { letter: '', jobTitleId: 12 },
    ];
    for (const tab of SORT_TABS) {
      for (const sort of [sortForTab(tab.sortBy), withNextDirection(sortForTab(tab.sortBy))]) {
        for (const filter of filters) {
          const address = { sort: sort.sort_by ? sort : UNSORTED, filter };
          expect(follow(address), listHref(address)).toEqual(address);
        }
      }
    }
  });

  it('writes one form per address: sort first, then the filter; the bare list has no query', () => {
    expect(listHref(BARE_LIST)).toBe('/doctors-list/list');
    expect(listHref({ sort: { sort_by: 'rating', sort_direction: 'desc' }, filter: NO_FILTER })).toBe(
      '/doctors-list/list?sort_by=rating&sort_direction=desc',
    );
    expect(
      listHref({
        sort: { sort_by: 'first_appointment', sort_direction: 'asc' },
        filter: { letter: 'к', jobTitleId: 2 },
      }),
    ).toBe(
      `/doctors-list/list?sort_by=first_appointment&sort_direction=asc&letter=${encodeURIComponent('к')}&specialty=2`,
    );
    // 'Все' is no letter: the link that clears the filter.
    expect(listHref({ sort: UNSORTED, filter: { letter: 'Все', jobTitleId: null } })).toBe(
      '/doctors-list/list',
    );
    // A direction without a field means nothing to the API.
    expect(listHref({ sort: { sort_by: '', sort_direction: 'asc' }, filter: NO_FILTER })).toBe(
      '/doctors-list/list',
    );
  });

  it('reads a letter in any case, and a specialty with or without its letter', () => {
    expect(readListAddress('?letter=%D0%9A').filter).toEqual({ letter: 'к', jobTitleId: null });
    expect(readListAddress('?specialty=7').filter).toEqual({ letter: '', jobTitleId: 7 });
    expect(readListAddress('?specialty=+7+&letter=о&utm_source=telegram')).toEqual({
      sort: UNSORTED,
      filter: { letter: 'о', jobTitleId: 7 },
    });
  });

  it('reads anything unknown in the sort as no sort, or no direction', () => {
    expect(readListAddress('?sort_by=salary&sort_direction=asc').sort).toEqual(UNSORTED);
    expect(readListAddress('?sort_direction=asc').sort).toEqual(UNSORTED);
    expect(readListAddress('?sort_by=rating&sort_direction=sideways').sort).toEqual({
      sort_by: 'rating',
      sort_direction: '',
    });
    expect(readListAddress('?sort_by=toString').sort).toEqual(UNSORTED);
  });

  it('reads an odd letter as no letter, an odd specialty as no filter at all, never an error', () => {
    for (const letter of ['кл', '1', '%', '*', '', 'все', 'Все', '<b>'])
      expect(readListAddress(`?letter=${encodeURIComponent(letter)}`).filter, letter).toEqual(NO_FILTER);
    for (const specialty of ['abc', '-1', '1.5', '1e3', '2x', '', '9999999999', '<script>', 'toString'])
      expect(
        readListAddress(`?letter=к&specialty=${encodeURIComponent(specialty)}`).filter,
        specialty,
      ).toEqual(NO_FILTER);
    // Broken percent-encoding is decoded leniently, as the browser's own URLSearchParams does.
    expect(readListAddress('?letter=%&specialty=%E0%A4%A&sort_by=%')).toEqual(BARE_LIST);
    // The sort survives an odd filter, and the reverse.
    expect(readListAddress('?sort_by=rating&sort_direction=desc&specialty=x')).toEqual({
      sort: { sort_by: 'rating', sort_direction: 'desc' },
      filter: NO_FILTER,
    });
  });
});
