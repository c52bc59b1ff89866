import { describe, expect, it } from 'vitest';
import { formatReviewTime } from './date';
import { countRu, pluralRu, REVIEW_FORMS, YEAR_FORMS } from './plural';
import { formatPrice, formatPriceFrom } from './price';
import { formatDiscount, formatRating, truncate } from './text';

const nbsp = (s: string) => s.replace(/ /g, '\u00a0');

describe('price (SPEC §1: tenge, ru-RU grouping, narrow ₸, no fraction digits)', () => {
  it('formats whole and fractional tenge', () => {
    expect(formatPrice(12500)).toBe(nbsp('12 500 ₸'));
    expect(formatPrice(900.6)).toBe(nbsp('901 ₸'));
    expect(formatPrice(1234567)).toBe(nbsp('1 234 567 ₸'));
  });
  it('counts a missing price as 0 (SPEC §9)', () => {
    expect(formatPrice(undefined)).toBe(nbsp('0 ₸'));
    expect(formatPrice(null)).toBe(nbsp('0 ₸'));
    expect(formatPrice(Number.NaN)).toBe(nbsp('0 ₸'));
  });
  it('formats tenge the same way on a Kazakh page (kk-KZ)', () => {
    expect(formatPrice(12500, 'kk')).toBe(nbsp('12 500 ₸'));
    expect(formatPrice(1234567, 'kk')).toBe(nbsp('1 234 567 ₸'));
    expect(formatPrice(null, 'kk')).toBe(nbsp('0 ₸'));
    expect(formatRating(4.8, 'kk')).toBe('4,8');
  });
  it("prefixes 'от' where the spec asks", () => {
    expect(formatPriceFrom(5000)).toBe(`от ${nbsp('5 000 ₸')}`);
  });
});

describe('plurals (отзыв / отзыва / отзывов)', () => {
  it.each([
    [1, 'отзыв'],
    [2, 'отзыва'],
    [5, 'отзывов'],
    [11, 'отзывов'],
    [21, 'отзыв'],
    [22, 'отзыва'],
    [25, 'отзывов'],
    [0, 'отзывов'],
  ])('%i → %s', (n, word) => {
    expect(pluralRu(n, REVIEW_FORMS)).toBe(word);
  });
  it('builds the phrase', () => {
    expect(countRu(3, YEAR_FORMS)).toBe('3 года');
    expect(countRu(12, YEAR_FORMS)).toBe('12 лет');
  });
});

describe('review time (SPEC §9: hh:mm DD.MM.YY, on the clinic clock)', () => {
  it('formats in Almaty time', () => {
    expect(formatReviewTime('2026-03-05T04:07:00Z')).toBe('09:07 05.03.26');
  });
  it('crosses midnight correctly', () => {
    expect(formatReviewTime('2025-12-31T20:30:00Z')).toBe('01:30 01.01.26');
  });
  it('keeps the one fixed offset, UTC+5, whatever the zone data says of Asia/Almaty', () => {
    // Zone data has Almaty at +6 before March 2024, as outdated devices still do today.
    expect(formatReviewTime('2024-01-15T10:00:00Z')).toBe('15:00 15.01.24');
  });
  it('gives an empty string for garbage', () => {
    expect(formatReviewTime('not a date')).toBe('');
  });
});

describe('truncation (SPEC §9)', () => {
  it("cuts to the limit and adds '...'", () => {
    expect(truncate('Ультразвуковое исследование щитовидной железы', 30)).toBe(
      'Ультразвуковое исследование щи...',
    );
    expect(truncate('Коротко', 30)).toBe('Коротко');
    expect(truncate('ровно12симв', 12)).toBe('ровно12симв');
    expect(truncate(undefined, 5)).toBe('');
  });
});

describe('rating and discount', () => {
  it('shows one decimal with a comma', () => {
    expect(formatRating(4.75)).toBe('4,8');
    expect(formatRating(5)).toBe('5,0');
  });
  it('shows the discount badge', () => {
    expect(formatDiscount(15)).toBe('-15%');
    expect(formatDiscount(0)).toBe('');
  });
});
