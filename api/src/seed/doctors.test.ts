// @vitest-environment node
import type { Doctor } from '@clinic/shared';
import { LOCALES } from '@clinic/shared/core';
import { describe, expect, it } from 'vitest';
import { createSeeds } from './index';

const seeds = createSeeds();

/** As a page shows a rating: one decimal. */
const shown = (rating: number) => Math.round(rating * 10) / 10;

/**
 * The ratings the reviews allow: the listed reviews as they are, the others (counted, not sent) anywhere from one
 * star to five.
 */
function possibleRatings(doctor: Doctor): [lowest: number, highest: number] {
  const listed = doctor.reviews.reduce((sum, review) => sum + review.star, 0);
  const others = doctor.reviews_count - doctor.reviews.length;
  return [(listed + others) / doctor.reviews_count, (listed + 5 * others) / doctor.reviews_count];
}

describe.each(LOCALES)('the seeded doctors (%s)', (locale) => {
  const doctors = seeds[locale].doctors;

  it.each(doctors.map((doctor) => [doctor.slug, doctor] as const))(
    '%s: a rating comes with reviews, and the reviews can give it',
    (_slug, doctor) => {
      expect(doctor.reviews_count).toBeGreaterThanOrEqual(doctor.reviews.length);
      if (doctor.rating > 0) {
        // «4,4» beside «0 отзывов» is no rating a patient can trust.
        expect(doctor.reviews_count).toBeGreaterThan(0);
        expect(doctor.reviews.length).toBeGreaterThan(0);
      } else {
        expect(doctor.rating).toBe(0);
        expect(doctor.reviews_count).toBe(0);
      }
      if (doctor.reviews_count === 0) return;
      expect(doctor.rating).toBeGreaterThan(0);
      // «5,0» beside a two-star review on the same page is not an average either.
      const [lowest, highest] = possibleRatings(doctor);
      expect(shown(doctor.rating)).toBeGreaterThanOrEqual(shown(lowest));
      expect(shown(doctor.rating)).toBeLessThanOrEqual(shown(highest));
    },
  );
});

describe('the doctors in both languages', () => {
  it('are the same doctors, ratings and reviews: only the clinic’s texts are translated', () => {
    const facts = (doctor: Doctor) => ({
      id: doctor.id,
      slug: doctor.slug,
      name: doctor.name,
      rating: doctor.rating,
      reviews: doctor.reviews,
      reviews_count: doctor.reviews_count,
      prices: [doctor.first_appointment, doctor.repeated_appointment],
      years: [doctor.experience, doctor.education.map((item) => item.graduation_year)],
      image: doctor.image,
    });
    expect(seeds.kk.doctors.map(facts)).toEqual(seeds.ru.doctors.map(facts));
  });
});
