import type { Promotion } from '@clinic/shared';
import { describe, expect, it } from 'vitest';
import {
  categoryFromParam,
  filterPromotions,
  matchesSearch,
  PROMOTION_TABS,
  promotionsListHref,
  searchFromAddress,
} from './tabs';

const promotion = (id: number, name: string, category: string) => ({ id, name, category }) as Promotion;
const LIST = [
  promotion(1, 'Комплексное УЗИ со скидкой 20%', 'diagnostic'),
  promotion(2, 'Консультация хирурга и УЗИ мягких тканей', 'surgery'),
  promotion(3, 'Осмотр к школе', 'childhood'),
  promotion(4, 'Ёлочная чистка лица', 'cosmetology'),
];

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
    expect(PROMOTION_TABS[0].label).toBe('Все акции');
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

describe("the 'Поиск' box filters by name", () => {
  it.each([
    ['узи', [1, 2]],
    ['  УЗИ   комплексное ', [1]],
    ['елочная', [4]],
    ['школ', [3]],
    ['', [1, 2, 3, 4]],
    ['мрт', []],
  ])('%j → %j', (search, ids) => {
    expect(filterPromotions(LIST, null, search).map((p) => p.id)).toEqual(ids);
  });

  it('combines the search with the tab', () => {
    expect(filterPromotions(LIST, 'surgery', 'узи').map((p) => p.id)).toEqual([2]);
    expect(filterPromotions(LIST, 'diagnostic', '').map((p) => p.id)).toEqual([1]);
    expect(matchesSearch('Осмотр к школе', 'к школе осмотр')).toBe(true);
  });
});
