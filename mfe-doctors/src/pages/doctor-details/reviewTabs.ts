import type { Doctor, Review } from '@clinic/shared';
import type { DoctorsMessage } from '../../messages/doctorsText';

export type ReviewTabValue = 'all' | 'positive' | 'negative';

export interface ReviewTab {
  value: ReviewTabValue;
  /** The tab's name and what it says when it lists none: messages of the catalogue. */
  label: DoctorsMessage;
  count: number;
  reviews: readonly Review[];
  empty: DoctorsMessage;
}

/** SPEC §9 tab counts: positive = the total review count, negative is fixed at 0. */
export const NEGATIVE_REVIEWS_COUNT = 0;

/** The desktop review tabs: all / positive / negative, with their counts and the reviews each lists. */
export function reviewTabs(doctor: Pick<Doctor, 'reviews' | 'reviews_count'>): [ReviewTab, ...ReviewTab[]] {
  const empty = 'reviews.empty';
  return [
    { value: 'all', label: 'reviews.all', count: doctor.reviews_count, reviews: doctor.reviews, empty },
    {
      value: 'positive',
      label: 'reviews.positive',
      count: doctor.reviews_count,
      reviews: doctor.reviews,
      empty,
    },
    {
      value: 'negative',
      label: 'reviews.negative',
      count: NEGATIVE_REVIEWS_COUNT,
      reviews: [],
      empty: 'reviews.noNegative',
    },
  ];
}

/** The mobile tabs of the doctor page. */
export type MobileTabValue = 'about' | 'reviews';
export const MOBILE_TABS: ReadonlyArray<{ value: MobileTabValue; label: DoctorsMessage }> = [
  { value: 'about', label: 'details.about' },
  { value: 'reviews', label: 'details.reviews' },
];
