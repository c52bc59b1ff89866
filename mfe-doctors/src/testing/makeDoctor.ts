import type { Doctor } from '@clinic/shared';

/** A doctor for unit tests: realistic defaults, with the fields a test cares about overridden. */
export function makeDoctor(id: number, overrides: Partial<Doctor> = {}): Doctor {
  return {
    id,
    slug: `doctor-${id}`,
    name: `Врач ${id}`,
    image: `/api/media/doctors/doctor-${id}.svg`,
    tags: ['Взрослые'],
    rating: 4.5,
    description: 'Ведёт взрослых пациентов.',
    short_info: [{ specialty: 'Врач-терапевт' }],
    education: [{ graduation_year: 2010, university: 'КазНМУ' }],
    advance_trainings: [{ year: 2020, training: 'Кардиология', institution: 'КазНМУ' }],
    first_appointment: { price: 9000 },
    repeated_appointment: { price: 7000 },
    experience: 10,
    reviews: [],
    reviews_count: 0,
    job_title_ids: [1],
    ...overrides,
  };
}
