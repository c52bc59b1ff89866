import type { Doctor } from '@clinic/shared';

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A doctor as the pages may trust it: every list is a list, every number a number. The API is not ours;
 * a doctor sent without reviews, prices or specialties still renders instead of crashing the page.
 */
export function normalizeDoctor(raw: Partial<Doctor>): Doctor {
  const reviews = list<Doctor['reviews'][number]>(raw.reviews);
  return {
    id: num(raw.id),
    slug: text(raw.slug),
    name: text(raw.name) || 'Врач клиники',
    image: typeof raw.image === 'string' && raw.image ? raw.image : null,
    tags: list<string>(raw.tags).filter((tag) => typeof tag === 'string'),
    rating: Math.min(5, Math.max(0, num(raw.rating))),
    description: text(raw.description),
    short_info: list<Doctor['short_info'][number]>(raw.short_info).filter((item) => item?.specialty),
    education: list(raw.education),
    advance_trainings: list(raw.advance_trainings),
    first_appointment: { price: num(raw.first_appointment?.price) },
    repeated_appointment: { price: num(raw.repeated_appointment?.price) },
    experience: num(raw.experience),
    reviews,
    reviews_count: num(raw.reviews_count, reviews.length),
    job_title_ids: list<number>(raw.job_title_ids),
  };
}

/** A list the API should send; anything else is an error the page reports in Russian with a retry. */
export function listOf<T>(what: string) {
  return (value: unknown): T[] => {
    if (!Array.isArray(value)) throw new Error(`${what}: the API did not send a list`);
    return value;
  };
}

/** The doctors of an answer, normalised; entries without a slug cannot have a page and are dropped. */
export function normalizeDoctors(value: unknown): Doctor[] {
  return listOf<unknown>('doctors')(value)
    .filter((item): item is Partial<Doctor> => item !== null && typeof item === 'object')
    .map(normalizeDoctor)
    .filter((doctor) => doctor.slug !== '');
}
