import type { Promotion } from '@clinic/shared';
import { describe, expect, it } from 'vitest';
import { PROMOTION_ROWS } from '../../../../api/src/seed/promotionRows';
import { filterPromotions, POPULAR_PROMOTION_SEARCHES, promotionSuggestions } from './search';

const promotion = (id: number, name: string, category: string) => ({ id, name, category }) as Promotion;
const LIST = [
  promotion(1, 'Комплексное УЗИ со скидкой 20%', 'diagnostic'),
  promotion(2, 'Консультация хирурга и УЗИ мягких тканей', 'surgery'),
  promotion(3, 'Осмотр к школе', 'childhood'),
  promotion(4, 'Ёлочная чистка лица', 'cosmetology'),
  promotion(5, 'Консультация пластического хирурга', 'plastic'),
];
const ids = (category: Parameters<typeof filterPromotions>[1], search: string) =>
  filterPromotions(LIST, category, search).map((p) => p.id);

describe("the 'Поиск' box filters by name, as the analyses search does", () => {
  it.each([
    ['узи', [1, 2]],
    ['  УЗИ   комплексное ', [1]],
    ['елочная', [4]],
    ['школ', [3]],
    ['к школе осмотр', [3]],
    ['', [1, 2, 3, 4, 5]],
    ['мрт', []],
  ])('%j → %j', (search, found) => {
    expect(ids(null, search)).toEqual(found);
  });

  it('finds other word forms, a slip, and Latin look-alikes', () => {
    expect(ids(null, 'консультацию хирурга')).toEqual([2, 5]);
    expect(ids(null, 'хирургу')).toEqual([2, 5]);
    expect(ids(null, 'консультацыя')).toEqual([2, 5]);
    // A Latin y and an o: read as the Cyrillic у and о.
    expect(ids(null, 'yзи')).toEqual([1, 2]);
    expect(ids(null, 'акция на узи')).toEqual([1, 2]);
  });

  it('combines the search with the tab', () => {
    expect(ids('surgery', 'узи')).toEqual([2]);
    expect(ids('diagnostic', '')).toEqual([1]);
    expect(ids('surgery', 'школа')).toEqual([]);
  });

  it('offers searches that find something in the tab when nothing is found', () => {
    expect(promotionSuggestions(LIST, null, 'мрт')).toEqual(['УЗИ', 'консультация']);
    expect(promotionSuggestions(LIST, 'surgery', 'школа')).toEqual(['УЗИ', 'консультация']);
    expect(promotionSuggestions(LIST, 'childhood', 'школа мрт')).toEqual(['школа']);
  });

  it('each popular search finds a promotion of the reference API', () => {
    const seeded = PROMOTION_ROWS.map((row, index) => promotion(index + 1, row.name, 'diagnostic'));
    for (const search of POPULAR_PROMOTION_SEARCHES)
      expect(filterPromotions(seeded, null, search).length, search).toBeGreaterThan(0);
  });
});
