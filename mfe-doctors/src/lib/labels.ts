import { formatRating, type Locale } from '@clinic/shared';
import type { DoctorsText } from '../messages/doctorsText';

/** SPEC §9: 5 stars; the rating is shown with one decimal and a comma. */
export const RATING_STARS = 5;

/** How many of the five stars are filled: the rating rounded to a whole star, kept within 0–5. */
export function filledStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(RATING_STARS, Math.max(0, Math.round(rating)));
}

/** 'Рейтинг 4,8 из 5' / 'Рейтинг: 5 ішінен 4,8': what a screen reader hears for the stars. */
export function ratingLabel(text: DoctorsText, locale: Locale, rating: number): string {
  return text('doctor.rating', { rating: formatRating(rating, locale), max: RATING_STARS });
}
