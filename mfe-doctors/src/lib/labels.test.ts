import { formatRating, formatReviewTime } from '@clinic/shared';
import { describe, expect, it } from 'vitest';
import { experienceLabel, filledStars, ratingLabel, reviewsCountLabel } from './labels';

describe("experience: 'стаж N лет' with the right plural (год / года / лет)", () => {
  it.each([
    [1, 'стаж 1 год'],
    [2, 'стаж 2 года'],
    [5, 'стаж 5 лет'],
    [11, 'стаж 11 лет'],
    [21, 'стаж 21 год'],
    [22, 'стаж 22 года'],
    [25, 'стаж 25 лет'],
  ])('%i → %s', (years, label) => {
    expect(experienceLabel(years)).toBe(label);
  });
});

describe('review count: отзыв / отзыва / отзывов (SPEC §9)', () => {
  it.each([
    [1, '1 отзыв'],
    [2, '2 отзыва'],
    [5, '5 отзывов'],
    [11, '11 отзывов'],
    [21, '21 отзыв'],
    [22, '22 отзыва'],
    [25, '25 отзывов'],
  ])('%i → %s', (count, label) => {
    expect(reviewsCountLabel(count)).toBe(label);
  });
});

describe('rating: 5 stars, one decimal with a comma on mobile (SPEC §9)', () => {
  it('formats the doctors’ ratings', () => {
    expect(formatRating(4.8)).toBe('4,8');
    expect(formatRating(5)).toBe('5,0');
    expect(formatRating(3.5)).toBe('3,5');
    expect(ratingLabel(4.6)).toBe('Рейтинг 4,6 из 5');
  });
  it('fills whole stars, never more than five or fewer than none', () => {
    expect(filledStars(4.8)).toBe(5);
    expect(filledStars(4.4)).toBe(4);
    expect(filledStars(3.5)).toBe(4);
    expect(filledStars(7)).toBe(5);
    expect(filledStars(-1)).toBe(0);
    expect(filledStars(Number.NaN)).toBe(0);
  });
});

describe('review time: hh:mm DD.MM.YY (SPEC §9)', () => {
  it('formats a review of the seed on the clinic clock', () => {
    expect(formatReviewTime('2025-03-20T09:40:00.000Z')).toBe('14:40 20.03.25');
  });
});
