import { formatPrice, formatRating, formatReviewTime, textIn } from '@clinic/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCTORS_CATALOGS, type DoctorsMessage } from '../messages/doctorsText';
import { filledStars, ratingLabel } from './labels';

const ru = textIn<DoctorsMessage>(DOCTORS_CATALOGS, 'ru');
const kk = textIn<DoctorsMessage>(DOCTORS_CATALOGS, 'kk');
beforeAll(() => Promise.all([DOCTORS_CATALOGS.load('ru'), DOCTORS_CATALOGS.load('kk')]));

describe("experience: 'стаж N лет' with the Russian plural (год / года / лет), 'N жыл тәжірибе' in Kazakh", () => {
  it.each([
    [1, 'стаж 1 год', '1 жыл тәжірибе'],
    [2, 'стаж 2 года', '2 жыл тәжірибе'],
    [5, 'стаж 5 лет', '5 жыл тәжірибе'],
    [11, 'стаж 11 лет', '11 жыл тәжірибе'],
    [21, 'стаж 21 год', '21 жыл тәжірибе'],
    [22, 'стаж 22 года', '22 жыл тәжірибе'],
    [25, 'стаж 25 лет', '25 жыл тәжірибе'],
  ])('%i → %s / %s', (years, russian, kazakh) => {
    expect(ru('doctor.experience', { years })).toBe(russian);
    expect(kk('doctor.experience', { years })).toBe(kazakh);
  });
});

describe('review count: отзыв / отзыва / отзывов (SPEC §9), пікір after any number in Kazakh', () => {
  it.each([
    [0, '0 отзывов', '0 пікір'],
    [1, '1 отзыв', '1 пікір'],
    [2, '2 отзыва', '2 пікір'],
    [5, '5 отзывов', '5 пікір'],
    [11, '11 отзывов', '11 пікір'],
    [21, '21 отзыв', '21 пікір'],
    [22, '22 отзыва', '22 пікір'],
    [24, '24 отзыва', '24 пікір'],
    [25, '25 отзывов', '25 пікір'],
  ])('%i → %s / %s', (count, russian, kazakh) => {
    expect(ru('doctor.reviewsCount', { count })).toBe(russian);
    expect(kk('doctor.reviewsCount', { count })).toBe(kazakh);
  });
});

describe('prices: the first appointment and «от …» in both languages', () => {
  it('writes the tenge price in the sentence of each language', () => {
    const price = (locale: 'ru' | 'kk') => formatPrice(9500, locale);
    expect(ru('doctor.firstPrice', { price: price('ru') })).toBe('Первичный прием: 9\u00a0500\u00a0₸');
    expect(kk('doctor.firstPrice', { price: price('kk') })).toBe('Алғашқы қабылдау: 9\u00a0500\u00a0₸');
    const description = { name: 'Ким Ольга', specialty: 'Кардиолог' };
    expect(ru('details.metaDescription', { ...description, price: price('ru') })).toBe(
      'Ким Ольга, Кардиолог: приём в Алматы от 9\u00a0500\u00a0₸, стаж, отзывы.',
    );
    expect(kk('details.metaDescription', { ...description, price: price('kk') })).toBe(
      'Ким Ольга, Кардиолог: Алматыда қабылдау 9\u00a0500\u00a0₸ бастап, тәжірибе, пікірлер.',
    );
  });
});

describe('rating: 5 stars, one decimal with a comma (SPEC §9)', () => {
  it('formats the doctors’ ratings and names the stars in each language', () => {
    expect(formatRating(4.8)).toBe('4,8');
    expect(formatRating(5)).toBe('5,0');
    expect(formatRating(3.5, 'kk')).toBe('3,5');
    expect(ratingLabel(ru, 'ru', 4.6)).toBe('Рейтинг 4,6 из 5');
    expect(ratingLabel(kk, 'kk', 4.6)).toBe('Рейтинг: 5 ішінен 4,6');
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
