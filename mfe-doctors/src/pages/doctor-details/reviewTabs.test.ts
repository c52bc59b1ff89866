import { describe, expect, it } from 'vitest';
import { makeDoctor } from '../../testing/makeDoctor';
import { MOBILE_TABS, reviewTabs } from './reviewTabs';

const review = { name: 'Айгуль', star: 5, review: 'Спасибо!', created_at: '2025-03-20T09:40:00.000Z' };

describe('review tabs (SPEC §9: positive = the total review count, negative fixed 0)', () => {
  it('counts all and positive as the total, negative as 0', () => {
    const tabs = reviewTabs(makeDoctor(1, { reviews: [review, review], reviews_count: 24 }));
    expect(tabs.map((tab) => [tab.label, tab.count])).toEqual([
      ['Все', 24],
      ['Положительные', 24],
      ['Отрицательные', 0],
    ]);
  });
  it('lists the sent reviews under all and positive, none under negative', () => {
    const tabs = reviewTabs(makeDoctor(1, { reviews: [review], reviews_count: 1 }));
    expect(tabs.map((tab) => tab.reviews.length)).toEqual([1, 1, 0]);
  });
  it("has the mobile tabs 'О враче' and 'Отзывы'", () => {
    expect(MOBILE_TABS.map((tab) => tab.label)).toEqual(['О враче', 'Отзывы']);
  });
});
