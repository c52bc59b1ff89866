import type { Promotion } from '@clinic/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { getPromotionsFx } from '../../data/api';
import { $morePromotions, listOpened, promotionsQuery } from './model';

const LIST = [
  { id: 1, name: 'Комплексное УЗИ', category: 'diagnostic' },
  { id: 2, name: 'Консультация хирурга', category: 'surgery' },
  { id: 3, name: 'Осмотр к школе', category: 'childhood' },
  { id: 4, name: 'Онкоскрининг', category: 'oncology' },
] as Promotion[];

describe('promotions list model', () => {
  // The tab and the search box narrow the cards (filterPromotions, tabs.test.ts); 'Ещё акции' never changes.
  it('loads every promotion; "Ещё акции" is the first 3', async () => {
    const scope = fork({ handlers: [[getPromotionsFx, async () => LIST]] });
    await allSettled(listOpened, { scope });
    expect(scope.getState(promotionsQuery.$data)?.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(scope.getState($morePromotions).map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
