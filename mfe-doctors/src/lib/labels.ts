import { countRu, formatRating, REVIEW_FORMS, YEAR_FORMS } from '@clinic/shared';

/** SPEC §2: experience reads 'стаж N лет' with the Russian plural of the year (год / года / лет). */
export function experienceLabel(years: number): string {
  return `стаж ${countRu(years, YEAR_FORMS)}`;
}

/** SPEC §9: the review count with its plural (отзыв / отзыва / отзывов). */
export function reviewsCountLabel(count: number): string {
  return countRu(count, REVIEW_FORMS);
}

/** SPEC §9: 5 stars; the rating is shown with one decimal and a comma. */
export const RATING_STARS = 5;

/** How many of the five stars are filled: the rating rounded to a whole star, kept within 0–5. */
export function filledStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(RATING_STARS, Math.max(0, Math.round(rating)));
}

/** 'Рейтинг 4,8 из 5': what a screen reader hears for the stars. */
export function ratingLabel(rating: number): string {
  return `Рейтинг ${formatRating(rating)} из ${RATING_STARS}`;
}
