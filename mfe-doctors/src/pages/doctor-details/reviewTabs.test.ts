import { textIn } from '@clinic/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCTORS_CATALOGS, type DoctorsMessage } from '../../messages/doctorsText';
import { makeDoctor } from '../../testing/makeDoctor';
import { MOBILE_TABS, reviewTabs } from './reviewTabs';

const ru = textIn<DoctorsMessage>(DOCTORS_CATALOGS, 'ru');
const kk = textIn<DoctorsMessage>(DOCTORS_CATALOGS, 'kk');
beforeAll(() => Promise.all([DOCTORS_CATALOGS.load('ru'), DOCTORS_CATALOGS.load('kk')]));

const review = { name: 'Айгуль', star: 5, review: 'Спасибо!', created_at: '2025-03-20T09:40:00.000Z' };

describe('review tabs (SPEC §9: positive = the total review count, negative fixed 0)', () => {
  it('counts all and positive as the total, negative as 0', () => {
    const tabs = reviewTabs(makeDoctor(1, { reviews: [review, review], reviews_count: 24 }));
    expect(tabs.map((tab) => [ru(tab.label), tab.count])).toEqual([
      ['Все', 24],
      ['Положительные', 24],
      ['Отрицательные', 0],
    ]);
    expect(tabs.map((tab) => kk('reviews.tab', { label: kk(tab.label), count: tab.count }))).toEqual([
      'Барлығы (24)',
      'Оң (24)',
      'Теріс (0)',
    ]);
    expect(tabs.map((tab) => kk('reviews.region', { tab: tab.value }))).toEqual([
      'Пікірлер: барлығы',
      'Пікірлер: оң',
      'Пікірлер: теріс',
    ]);
    expect(ru('reviews.region', { tab: 'negative' })).toBe('Отзывы: отрицательные');
  });
  it('lists the sent reviews under all and positive, none under negative', () => {
    const tabs = reviewTabs(makeDoctor(1, { reviews: [review], reviews_count: 1 }));
    expect(tabs.map((tab) => tab.reviews.length)).toEqual([1, 1, 0]);
  });
  it("has the mobile tabs 'О враче' and 'Отзывы'", () => {
    expect(MOBILE_TABS.map((tab) => ru(tab.label))).toEqual(['О враче', 'Отзывы']);
    expect(MOBILE_TABS.map((tab) => kk(tab.label))).toEqual(['Дәрігер туралы', 'Пікірлер']);
  });
});
