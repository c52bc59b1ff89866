import type { Doctor } from '@clinic/shared';
import type { Locale } from '@clinic/shared/core';
import { imageUrl } from '../media/urls';
import { DOCTOR_PROFILES_A } from './doctorProfilesA';
import { DOCTOR_PROFILES_B } from './doctorProfilesB';
import { pickReviews } from './doctorReviews';
import { trainingsFor } from './doctorTrainings';
import { createRandom } from './random';
import { textsIn } from './texts';

export const DOCTOR_PROFILES = [...DOCTOR_PROFILES_A, ...DOCTOR_PROFILES_B];

/**
 * Twelve doctors in seed order (id order); one has no photo on purpose, so the placeholder is exercised. Their
 * texts (tags, specialties, description, education, courses) in `locale`; names and patients' reviews are the
 * same in both languages. The picture shows the doctor's name only, so it is one URL for both.
 */
export function buildDoctors(locale: Locale = 'ru'): Doctor[] {
  const random = createRandom(12);
  return DOCTOR_PROFILES.map((kazakhAndRussian, index) => {
    const profile = textsIn(kazakhAndRussian, locale);
    const reviews = pickReviews(random, profile.reviews.listed);
    const { university, graduated } = profile.education;
    return {
      id: index + 1,
      slug: profile.slug,
      name: profile.name,
      image: profile.photo === false ? null : imageUrl('doctors', profile.slug),
      tags: profile.tags,
      rating: profile.facts.rating,
      description: profile.about,
      short_info: profile.specialties.map((specialty) => ({ specialty })),
      education: [{ graduation_year: graduated, university: textsIn(university, locale).name }],
      advance_trainings: trainingsFor(profile.jobs, graduated, locale),
      first_appointment: { price: profile.facts.first },
      repeated_appointment: { price: profile.facts.repeated },
      experience: profile.facts.experience,
      reviews,
      reviews_count: Math.max(profile.reviews.total, reviews.length),
      job_title_ids: profile.jobs,
    };
  });
}
