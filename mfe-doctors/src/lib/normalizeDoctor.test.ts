import { describe, expect, it } from 'vitest';
import { makeDoctor } from '../testing/makeDoctor';
import { normalizeDoctor, normalizeDoctors } from './normalizeDoctor';

describe('normalizeDoctor: missing fields never crash a page', () => {
  it('keeps a complete doctor as it is', () => {
    const doctor = makeDoctor(3);
    expect(normalizeDoctor(doctor)).toEqual(doctor);
  });
  it('fills what is missing with empty lists, zero prices and a placeholder photo', () => {
    const doctor = normalizeDoctor({ id: 9, slug: 'novyi-vrach', name: 'Новый врач' });
    expect(doctor).toMatchObject({
      image: null,
      tags: [],
      short_info: [],
      education: [],
      advance_trainings: [],
      reviews: [],
      reviews_count: 0,
      first_appointment: { price: 0 },
      repeated_appointment: { price: 0 },
      experience: 0,
      rating: 0,
      job_title_ids: [],
    });
  });
  it('counts the sent reviews when the total is missing and keeps the rating within 0–5', () => {
    const review = { name: 'Айгуль', star: 5, review: 'Спасибо', created_at: '2025-03-20T09:40:00Z' };
    const doctor = normalizeDoctor({ id: 1, slug: 'a', reviews: [review, review], rating: 7 });
    expect(doctor.reviews_count).toBe(2);
    expect(doctor.rating).toBe(5);
  });
  it('rejects an answer that is not a list and drops entries without a slug', () => {
    expect(() => normalizeDoctors({ data: [] })).toThrow();
    expect(normalizeDoctors([null, { id: 2 }, makeDoctor(1)]).map((doctor) => doctor.id)).toEqual([1]);
  });
});
