/** Hand-written facts about one doctor; doctors.ts turns them into the API shape. */
export interface DoctorProfile {
  slug: string;
  name: string;
  jobs: number[];
  /** Experience in years (the set covers 1, 2–4, 5+, 11, 21 and 22 for Russian plurals), prices in tenge. */
  facts: { experience: number; rating: number; first: number; repeated: number };
  /** reviewsTotal is what the clinic counted; only `listed` of them are sent. */
  reviews: { total: number; listed: number };
  tags: string[];
  specialties: string[];
  about: string;
  education: { university: string; graduated: number };
  /** False for the doctor who has no photo yet (exercises the placeholder). */
  photo?: boolean;
}

export const KAZNMU = 'Казахский национальный медицинский университет им. С. Д. Асфендиярова';
export const KGMU = 'Карагандинский медицинский университет';
export const AMU = 'Медицинский университет Астана';
