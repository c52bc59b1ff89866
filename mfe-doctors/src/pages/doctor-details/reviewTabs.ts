import type { Doctor, Review } from '@clinic/shared';

export type ReviewTabValue = 'all' | 'positive' | 'negative';

export interface ReviewTab {
  value: ReviewTabValue;
  label: string;
  count: number;
  reviews: readonly Review[];
  empty: string;
}

/** SPEC §9 tab counts: positive = the total review count, negative is fixed at 0. */
export const NEGATIVE_REVIEWS_COUNT = 0;

/** The desktop review tabs: all / positive / negative, with their counts and the reviews each lists. */
export function reviewTabs(doctor: Pick<Doctor, 'reviews' | 'reviews_count'>): [ReviewTab, ...ReviewTab[]] {
  const empty = 'Отзывов пока нет.';
  return [
    { value: 'all', label: 'Все', count: doctor.reviews_count, reviews: doctor.reviews, empty },
    {
      value: 'positive',
      label: 'Положительные',
      count: doctor.reviews_count,
      reviews: doctor.reviews,
      empty,
    },
    {
      value: 'negative',
      label: 'Отрицательные',
      count: NEGATIVE_REVIEWS_COUNT,
      reviews: [],
      empty: 'Отрицательных отзывов нет.',
    },
  ];
}

/** The mobile tabs of the doctor page. */
export type MobileTabValue = 'about' | 'reviews';
export const MOBILE_TABS: ReadonlyArray<{ value: MobileTabValue; label: string }> = [
  { value: 'about', label: 'О враче' },
  { value: 'reviews', label: 'Отзывы' },
];
