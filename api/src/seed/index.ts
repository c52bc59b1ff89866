import type {
  Analysis,
  AnalysisCategory,
  Banner,
  Doctor,
  JobTitle,
  Promotion,
  RussianLetterGroup,
  Service,
  ServiceCategory,
} from '@clinic/shared';
import type { Locale } from '@clinic/shared/core';
import { analysisCategories, buildAnalyses } from './analyses';
import { buildBanners } from './banners';
import { buildCheckUps, type CheckUpSeed } from './checkUps';
import { buildDoctors } from './doctors';
import { JOB_TITLES } from './jobTitles';
import { groupByFirstLetter } from './letters';
import { buildPromotions } from './promotions';
import { SERVICE_CATEGORIES } from './serviceCategories';
import { buildServices } from './services';
import { textsIn } from './texts';

/** Everything the GET routes serve; built once per app, never mutated. */
export interface Seed extends CheckUpSeed {
  analyses: Analysis[];
  analysisCategories: AnalysisCategory[];
  analysisLetters: RussianLetterGroup[];
  doctors: Doctor[];
  jobTitles: JobTitle[];
  doctorLetters: RussianLetterGroup[];
  services: Service[];
  serviceCategories: ServiceCategory[];
  promotions: Promotion[];
  banners: Banner[];
}

/**
 * The seed in `locale`: every name, description, tag and title in that language (field by field: a text the seed
 * has no Kazakh for stays Russian), and the letters of those names.
 */
function seedIn(locale: Locale, options: { analysesCount?: number }): Seed {
  const categories = analysisCategories(locale);
  const jobTitles = JOB_TITLES.map((title) => textsIn(title, locale));
  return {
    analyses: buildAnalyses(options.analysesCount, locale),
    doctors: buildDoctors(locale),
    banners: buildBanners(locale),
    analysisCategories: categories,
    analysisLetters: groupByFirstLetter(categories, locale),
    jobTitles,
    doctorLetters: groupByFirstLetter(jobTitles, locale),
    services: buildServices(locale),
    serviceCategories: SERVICE_CATEGORIES.map((category) => textsIn(category, locale)),
    promotions: buildPromotions(locale),
    ...buildCheckUps(locale),
  };
}

/** The seed in Russian. */
export function createSeed(options: { analysesCount?: number } = {}): Seed {
  return seedIn('ru', options);
}

/**
 * The seed in each language: the same records, ids, prices, ratings and reviews, the Kazakh one with the Kazakh
 * texts the seed rows have. Patients' reviews and doctors' names are as written, in both.
 */
export function createSeeds(options: { analysesCount?: number } = {}): Record<Locale, Seed> {
  return { ru: createSeed(options), kk: seedIn('kk', options) };
}
