import { describe, expect, it } from 'vitest';
import { audienceOf } from './audience';
import { promotionCardShowsImage, SHORT_PROMOTIONS, shortPromotionCount } from './lists';

// Their words ('детей и взрослых', 'детей', 'взрослых'): src/messages/catalogues.test.ts.
describe('audience (SPEC §3: children and adults, children or adults by the flags)', () => {
  it.each([
    [true, true, 'all'],
    [true, false, 'children'],
    [false, true, 'adults'],
    [false, false, 'adults'],
  ])('is_for_childs=%s is_for_olders=%s → %s', (is_for_childs, is_for_olders, audience) => {
    expect(audienceOf({ is_for_childs, is_for_olders })).toBe(audience);
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
