import type { Promotion } from '@clinic/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { categoryChanged, searchChanged } from '../promotions-layout/model';
import { $morePromotions, $visiblePromotions, listOpened } from './model';

const LIST = [
  { id: 1, name: 'Комплексное УЗИ', category: 'diagnostic' },
  { id: 2, name: 'Консультация хирурга', category: 'surgery' },
  { id: 3, name: 'Осмотр к школе', category: 'childhood' },
  { id: 4, name: 'Онкоскрининг', category: 'oncology' },
] as Promotion[];

vi.mock('@clinic/shared', async (original) => ({
  ...(await original<typeof import('@clinic/shared')>()),
  getPromotions: async () => LIST,
}));

describe('promotions list model', () => {
  it('shows every promotion, then narrows by tab and search; "Ещё акции" stays the first 3', async () => {
    const scope = fork();
    await allSettled(listOpened, { scope });
    expect(scope.getState($visiblePromotions).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    await allSettled(searchChanged, { scope, params: 'ОСМОТР' });
    expect(scope.getState($visiblePromotions).map((p) => p.id)).toEqual([3]);
    await allSettled(searchChanged, { scope, params: '' });
    await allSettled(categoryChanged, { scope, params: 'surgery' });
    expect(scope.getState($visiblePromotions).map((p) => p.id)).toEqual([2]);
    expect(scope.getState($morePromotions).map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
