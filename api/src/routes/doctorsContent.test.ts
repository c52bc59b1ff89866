// @vitest-environment node
import type { Doctor, JobTitle, RussianLetterGroup } from '@clinic/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const data = async <T>(url: string): Promise<T> => (await server.get<{ data: T }>(url)).body.data;

describe('doctors content', () => {
  it('has 12 doctors whose job titles exist and whose facts exercise the UI edge cases', async () => {
    const doctors = await data<Doctor[]>('/api/doctors');
    const jobTitles = await data<JobTitle[]>('/api/job-titles');
    expect(doctors).toHaveLength(12);
    expect(jobTitles.length).toBeGreaterThanOrEqual(8);
    const titleIds = new Set(jobTitles.map(({ id }) => id));
    for (const doctor of doctors) {
      expect(doctor.job_title_ids.length).toBeGreaterThan(0);
      for (const id of doctor.job_title_ids) expect(titleIds.has(id)).toBe(true);
      expect(doctor.slug).toMatch(/^[a-z-]+$/);
      expect(doctor.rating).toBeGreaterThanOrEqual(3.5);
      expect(doctor.rating).toBeLessThanOrEqual(5);
      expect(doctor.reviews.length).toBeLessThanOrEqual(6);
      expect(doctor.reviews_count).toBeGreaterThanOrEqual(doctor.reviews.length);
      for (const review of doctor.reviews) {
        expect(review.star).toBeGreaterThanOrEqual(1);
        expect(review.star).toBeLessThanOrEqual(5);
        expect(new Date(review.created_at).toISOString()).toBe(review.created_at);
      }
    }
    const experience = doctors.map((doctor) => doctor.experience);
    expect(experience).toEqual(expect.arrayContaining([1, 11, 21, 22]));
    expect(experience.some((years) => years >= 2 && years <= 4)).toBe(true);
    expect(doctors.filter((doctor) => doctor.reviews.length === 1)).toHaveLength(1);
    // A rating needs reviews (seed/doctors.test.ts): every seeded doctor is rated, so none is without reviews.
    for (const doctor of doctors) expect(doctor.reviews.length).toBeGreaterThan(0);
    expect(doctors.filter((doctor) => doctor.image === null)).toHaveLength(1);
    expect(doctors.some((doctor) => !Number.isInteger(doctor.rating))).toBe(true);
  });

  it('groups job titles by the lowercase first letter in Russian order', async () => {
    const letters = await data<RussianLetterGroup[]>('/api/doctor/russian-letters');
    const jobTitles = await data<JobTitle[]>('/api/job-titles');
    expect(letters.map((group) => group.letter)).toEqual(['в', 'г', 'к', 'н', 'о', 'п', 'т', 'у', 'э']);
    const grouped = letters.flatMap((group) => group.categories.map(({ id }) => id));
    expect(grouped.sort((a, b) => a - b)).toEqual(jobTitles.map(({ id }) => id));
    const letterOf = (id: number) => letters.find((group) => group.categories.some((item) => item.id === id));
    expect(letterOf(10)?.letter).toBe('в');
  });
});
