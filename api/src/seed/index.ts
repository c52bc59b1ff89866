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
} from '../../../shared/src/api/types';
import type { Locale } from '../../../shared/src/i18n/locale';
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

/** What has texts: the names and descriptions in `locale`, and the letters of those names. */
function textsSeed(locale: Locale) {
  const categories = analysisCategories(locale);
  const jobTitles = JOB_TITLES.map((title) => textsIn(title, locale));
  return {
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
  return {
    analyses: buildAnalyses(options.analysesCount),
    doctors: buildDoctors(),
    banners: buildBanners(),
    ...textsSeed('ru'),
  };
}

/**
 * The seed in each language: the same records, ids and prices, the Kazakh one with the Kazakh texts the seed
 * rows have (field by field, the others Russian). What has no texts here (analyses, doctors, banners) is one
 * list, shared by both.
 */
export function createSeeds(options: { analysesCount?: number } = {}): Record<Locale, Seed> {
  const ru = createSeed(options);
  return { ru, kk: { ...ru, ...textsSeed('kk') } };
}
