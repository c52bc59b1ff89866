import type { KazakhTexts } from './texts';

/** A university or a training centre: its name in Russian, and in Kazakh beside it. */
export interface Institution extends KazakhTexts<'name'> {
  name: string;
}

/** Hand-written facts about one doctor; doctors.ts turns them into the API shape. */
export interface DoctorProfile {
  slug: string;
  /** As in the doctor's documents, the same in both languages. */
  name: string;
  jobs: number[];
  /** Experience in years (the set covers 1, 2–4, 5+, 11, 21 and 22 for Russian plurals), prices in tenge. */
  facts: { experience: number; rating: number; first: number; repeated: number };
  /**
   * reviewsTotal is what the clinic counted; only `listed` of them are sent. A rating needs reviews: the rating is
   * one the counted reviews can give (doctors.test.ts).
   */
  reviews: { total: number; listed: number };
  tags: string[];
  specialties: string[];
  about: string;
  /** The Kazakh texts, beside the Russian ones (tags and specialties in the same order). */
  kk?: KazakhTexts<'about'>['kk'] & { tags?: string[]; specialties?: string[] };
  education: { university: Institution; graduated: number };
  /** False for the doctor who has no photo yet (exercises the placeholder). */
  photo?: boolean;
}

export const KAZNMU: Institution = {
  name: 'Казахский национальный медицинский университет им. С. Д. Асфендиярова',
  kk: { name: 'С. Ж. Асфендияров атындағы Қазақ ұлттық медицина университеті' },
};
export const KGMU: Institution = {
  name: 'Карагандинский медицинский университет',
  kk: { name: 'Қарағанды медицина университеті' },
};
export const AMU: Institution = {
  name: 'Медицинский университет Астана',
  kk: { name: 'Астана медицина университеті' },
};
