import { describe, expect, it } from 'vitest';
import { ALL_LETTER } from './catalogue';
import { type ListFilters, listHref, NO_FILTERS, readListFilters, SEARCH_MAX_LENGTH } from './listAddress';

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
