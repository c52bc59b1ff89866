import { countRu } from '@clinic/shared';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_LABELS, audienceLabel } from './audience';
import { MINUTE_FORMS, promotionCardShowsImage, SHORT_PROMOTIONS, shortPromotionCount } from './lists';

describe("audience label (SPEC §3: 'детей и взрослых', 'детей' or 'взрослых' by the flags)", () => {
  it.each([
    [true, true, 'детей и взрослых'],
    [true, false, 'детей'],
    [false, true, 'взрослых'],
    [false, false, 'взрослых'],
  ])('is_for_childs=%s is_for_olders=%s → %s', (is_for_childs, is_for_olders, label) => {
    expect(audienceLabel({ is_for_childs, is_for_olders })).toBe(label);
  });
  it('uses only the three labels of the spec', () => {
    expect(Object.values(AUDIENCE_LABELS).sort()).toEqual(['взрослых', 'детей', 'детей и взрослых']);
  });
});

describe('short promotion lists (SPEC §9: 3, or 4 on mobile or top page)', () => {
  it('shows 3 on desktop and 4 on mobile', () => {
    expect(shortPromotionCount(false)).toBe(3);
    expect(shortPromotionCount(true)).toBe(4);
    expect(SHORT_PROMOTIONS.topPage).toBe(4);
  });
});

describe('promotion card images (SPEC §2: on mobile only the 4th card shows its image)', () => {
  it.each([0, 1, 2, 3, 4, 5])('index %i', (index) => {
    expect(promotionCardShowsImage(index, true)).toBe(index === 3);
    expect(promotionCardShowsImage(index, false)).toBe(true);
  });
});

describe("'Результат/N минут'", () => {
  it('declines minutes', () => {
    expect(countRu(1, MINUTE_FORMS)).toBe('1 минута');
    expect(countRu(3, MINUTE_FORMS)).toBe('3 минуты');
    expect(countRu(40, MINUTE_FORMS)).toBe('40 минут');
  });
});
