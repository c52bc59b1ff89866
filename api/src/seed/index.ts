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
import { analysisCategories, buildAnalyses } from './analyses';
import { buildBanners } from './banners';
import { buildCheckUps, type CheckUpSeed } from './checkUps';
import { buildDoctors } from './doctors';
import { JOB_TITLES } from './jobTitles';
import { groupByFirstLetter } from './letters';
import { buildPromotions } from './promotions';
import { SERVICE_CATEGORIES } from './serviceCategories';
import { buildServices } from './services';

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

export function createSeed(options: { analysesCount?: number } = {}): Seed {
  const categories = analysisCategories();
  const jobTitles = JOB_TITLES.map((title) => ({ ...title }));
  return {
    analyses: buildAnalyses(options.analysesCount),
    analysisCategories: categories,
    analysisLetters: groupByFirstLetter(categories),
    doctors: buildDoctors(),
    jobTitles,
    doctorLetters: groupByFirstLetter(jobTitles),
    services: buildServices(),
    serviceCategories: SERVICE_CATEGORIES.map((category) => ({ ...category })),
    promotions: buildPromotions(),
    banners: buildBanners(),
    ...buildCheckUps(),
  };
}
