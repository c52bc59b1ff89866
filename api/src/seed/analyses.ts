import type { Analysis, AnalysisCategory } from '@clinic/shared';
import type { Locale } from '@clinic/shared/core';
import { docUrl } from '../media/urls';
import { ANALYSES_LAB_A } from './analysesLabA';
import { ANALYSES_LAB_B } from './analysesLabB';
import { ANALYSES_LAB_C } from './analysesLabC';
import { ANALYSIS_CATEGORIES, type AnalysisCategorySeed } from './analysisCategories';
import type { AnalysisRow } from './analysisRow';
import { createRandom } from './random';
import { textsIn } from './texts';

const ROWS_BY_CATEGORY: Record<number, readonly AnalysisRow[]> = {
  ...ANALYSES_LAB_A,
  ...ANALYSES_LAB_B,
  ...ANALYSES_LAB_C,
};

export const analysisCategories = (locale: Locale = 'ru'): AnalysisCategory[] =>
  ANALYSIS_CATEGORIES.map((category) => textsIn(category, locale)).map(({ id, name }) => ({ id, name }));

function toAnalysis(
  id: number,
  category: AnalysisCategorySeed,
  [russian, kazakh, price, flags = '']: AnalysisRow,
  locale: Locale,
): Analysis {
  const bloodDraw = flags.includes('b') || (category.bloodDraw && !flags.includes('n'));
  const { name } = textsIn({ name: russian, kk: { name: kazakh } }, locale);
  return {
    id,
    name,
    price,
    category_analysis_id: category.id,
    document: flags.includes('d') ? docUrl(category.doc) : null,
    bloodTestIncluded: bloodDraw,
  };
}

function realisticAnalyses(locale: Locale): Analysis[] {
  const list: Analysis[] = [];
  for (const category of ANALYSIS_CATEGORIES) {
    for (const row of ROWS_BY_CATEGORY[category.id] ?? [])
      list.push(toAnalysis(list.length + 1, category, row, locale));
  }
  return list;
}

/**
 * The realistic list, or exactly `count` analyses for benchmarks (SPEC §9 measures a tick among 2,000):
 * extra entries reuse real names as numbered panels, spread round-robin over the categories. Names in `locale`;
 * the same analyses, ids and prices in both.
 */
export function buildAnalyses(count?: number, locale: Locale = 'ru'): Analysis[] {
  const real = realisticAnalyses(locale);
  if (count === undefined) return real;
  if (count <= real.length) return real.slice(0, count);
  const random = createRandom(2000);
  const list = real;
  for (let index = real.length; list.length < count; index++) {
    const category = ANALYSIS_CATEGORIES[index % ANALYSIS_CATEGORIES.length] as AnalysisCategorySeed;
    const rows = ROWS_BY_CATEGORY[category.id] ?? [];
    const [russian, kazakh, basePrice, flags] = rows[random.int(0, rows.length - 1)] as AnalysisRow;
    const panel = Math.floor(index / ANALYSIS_CATEGORIES.length);
    const price = Math.round(((basePrice ?? 3000) * (0.8 + random.next() * 0.8)) / 100) * 100;
    const names = [`${russian}, панель ${panel}`, `${kazakh}, ${panel}-панель`] as const;
    list.push(toAnalysis(list.length + 1, category, [...names, price, flags], locale));
  }
  return list;
}
