import { describe, expect, it } from 'vitest';
import { ALL_LETTER } from './catalogue';
import {
  type ListFilters,
  listHref,
  listParams,
  NO_FILTERS,
  readListFilters,
  SEARCH_MAX_LENGTH,
} from './listAddress';
import { selectionFromAddress } from './selectionAddress';

describe('the list’s filters in its address', () => {
  it('reads a category, a letter and a search', () => {
    expect(readListFilters('?category=2')).toEqual({ ...NO_FILTERS, categoryId: 2 });
    expect(readListFilters('?letter=%D0%91')).toEqual({ ...NO_FILTERS, letter: 'б' });
    expect(readListFilters('?letter=все')).toEqual({ ...NO_FILTERS, letter: ALL_LETTER });
    expect(readListFilters('?q=+витамин+D+')).toEqual({ ...NO_FILTERS, query: 'витамин D' });
    expect(readListFilters('?category=3&letter=б&q=ттг&a=1,2')).toEqual({
      categoryId: 3,
      letter: 'б',
      query: 'ттг',
    });
  });

  it('reads no filter from an empty or foreign query', () => {
    expect(readListFilters('')).toEqual(NO_FILTERS);
    expect(readListFilters('?a=12,45&utm_source=telegram')).toEqual(NO_FILTERS);
  });

  it('reads anything odd as no filter, never an error', () => {
    for (const category of ['abc', '-1', '1.5', '1e3', '2x', '', '99999999999', '<script>'])
      expect(readListFilters(`?category=${encodeURIComponent(category)}`).categoryId, category).toBeNull();
    for (const letter of ['бв', '1', '%', '*', '', 'всё'])
      expect(readListFilters(`?letter=${encodeURIComponent(letter)}`).letter, letter).toBeNull();
    // Broken percent-encoding: decoded leniently, as the browser's own URLSearchParams does.
    expect(readListFilters('?q=%E0%A4%A&letter=%&category=%').query).toBe('\uFFFD%A');
  });

  it('cuts a very long search', () => {
    const { query } = readListFilters(`?q=${'а'.repeat(5000)}`);
    expect(query).toBe('а'.repeat(SEARCH_MAX_LENGTH));
  });

  it('writes each filter’s address, and reads it back the same', () => {
    expect(listHref({})).toBe('/analysis/list');
    expect(listHref({ categoryId: 2 })).toBe('/analysis/list?category=2');
    expect(listHref({ letter: ALL_LETTER })).toBe(`/analysis/list?letter=${encodeURIComponent('все')}`);
    expect(listHref({ query: '  ' })).toBe('/analysis/list');
    const filters: ListFilters[] = [
      { categoryId: 2, letter: null, query: '' },
      { categoryId: null, letter: 'б', query: '' },
      { categoryId: null, letter: ALL_LETTER, query: '' },
      { categoryId: null, letter: null, query: 'витамин D & <b>ё' },
    ];
    for (const item of filters) expect(readListFilters(listHref(item).split('?')[1] ?? '')).toEqual(item);
  });
});

describe('the selection carried by the list’s links (without JavaScript)', () => {
  it('keeps the selection beside a filter, and reads back both', () => {
    const href = listHref({ categoryId: 2 }, [5, 1]);
    expect(href).toBe('/analysis/list?category=2&a=5%2C1');
    const search = href.slice(href.indexOf('?'));
    expect(readListFilters(search)).toEqual({ ...NO_FILTERS, categoryId: 2 });
    expect(selectionFromAddress(search)).toEqual([5, 1]);
  });

  it('leaves an empty or absent selection out of the address', () => {
    expect(listHref({ letter: 'б' }, [])).toBe('/analysis/list?letter=%D0%B1');
    expect(listHref({ letter: 'б' }, null)).toBe('/analysis/list?letter=%D0%B1');
  });

  it('gives the selection form what a pressed button adds to: toggled, the address is the new selection', () => {
    // The form's hidden fields, then the pressed button's name=value, as a browser sends a GET form.
    const sent = listParams({ categoryId: 2 }, [5, 1]);
    sent.append('toggle', '7');
    expect(selectionFromAddress(`?${sent}`)).toEqual([5, 1, 7]);
    expect(readListFilters(`?${sent}`).categoryId).toBe(2);
  });
});
