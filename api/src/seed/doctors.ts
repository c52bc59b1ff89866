import type { Doctor } from '../../../shared/src/api/types';
import { imageUrl } from '../media/urls';
import { DOCTOR_PROFILES_A } from './doctorProfilesA';
import { DOCTOR_PROFILES_B } from './doctorProfilesB';
import { pickReviews } from './doctorReviews';
import { trainingsFor } from './doctorTrainings';
import { createRandom } from './random';

/** Twelve doctors in seed order (id order); one has no photo on purpose, so the placeholder is exercised. */
export function buildDoctors(): Doctor[] {
  const random = createRandom(12);
  return [...DOCTOR_PROFILES_A, ...DOCTOR_PROFILES_B].map((profile, index) => {
    const reviews = pickReviews(random, profile.reviews.listed);
    return {
      id: index + 1,
      slug: profile.slug,
      name: profile.name,
      image: profile.photo === false ? null : imageUrl('doctors', profile.slug),
      tags: profile.tags,
      rating: profile.facts.rating,
      description: profile.about,
      short_info: profile.specialties.map((specialty) => ({ specialty })),
      education: [{ graduation_year: profile.education.graduated, university: profile.education.university }],
      advance_trainings: trainingsFor(profile.jobs, profile.education.graduated),
      first_appointment: { price: profile.facts.first },
      repeated_appointment: { price: profile.facts.repeated },
      experience: profile.facts.experience,
      reviews,
      reviews_count: Math.max(profile.reviews.total, reviews.length),
      job_title_ids: profile.jobs,
    };
  });
}
