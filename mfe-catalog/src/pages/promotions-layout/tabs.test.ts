import { describe, expect, it } from 'vitest';
import { categoryFromParam, PROMOTION_TABS, promotionsListHref, searchFromAddress } from './tabs';

describe('promotions layout tabs (SPEC §2)', () => {
  it('has all promotions and the eight categories in order', () => {
    expect(PROMOTION_TABS.map((tab) => tab.key)).toEqual([
      null,
      'diagnostic',
      'surgery',
      'dentistry',
      'plastic',
      'cosmetology',
      'eco',
      'childhood',
      'oncology',
    ]);
    expect(PROMOTION_TABS[0].label).toBe('tab.all');
  });

  it('leads every tab to the list, filtered by its category', () => {
    expect(promotionsListHref(null)).toBe('/promotions/list');
    expect(promotionsListHref('surgery')).toBe('/promotions/list?category=surgery');
  });

  it('puts a search in the list’s address after the tab, as the search form sends them', () => {
    expect(promotionsListHref('surgery', ' узи ')).toBe(
      `/promotions/list?category=surgery&q=${encodeURIComponent('узи')}`,
    );
    expect(promotionsListHref(null, 'узи')).toBe(`/promotions/list?q=${encodeURIComponent('узи')}`);
    expect(promotionsListHref(null, '   ')).toBe('/promotions/list');
  });

  it('reads the search from the address: trimmed, cut to 100 characters, empty for none', () => {
    expect(searchFromAddress('?category=surgery&q=+%D1%83%D0%B7%D0%B8+')).toBe('узи');
    expect(searchFromAddress(`?q=${'а'.repeat(150)}`)).toBe('а'.repeat(100));
    expect(searchFromAddress('')).toBe('');
    expect(searchFromAddress('?q')).toBe('');
  });

  it('reads the category from the URL and ignores unknown ones', () => {
    expect(categoryFromParam('oncology')).toBe('oncology');
    expect(categoryFromParam('bogus')).toBeNull();
    expect(categoryFromParam(null)).toBeNull();
  });
});
