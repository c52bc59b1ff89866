import type { Analysis, AnalysisCategory, RussianLetterGroup, Translate } from '@clinic/shared';
import type { AnalysesMessage } from '../../messages/analysesText';
import type { ListFilters } from './listAddress';
import { analysesSearchIndex, searchAnalyses } from './search';

/** SPEC §3: the 'Все' entry with empty categories, added at the front on the client. */
export const ALL_LETTER = 'Все';

export function withAllLetter(groups: readonly RussianLetterGroup[]): RussianLetterGroup[] {
  return [{ letter: ALL_LETTER, categories: [] }, ...groups.filter((group) => group.letter !== ALL_LETTER)];
}

/** SPEC §4: choosing a category sets the selected letter to the lowercase first character of its name. */
export function letterOfCategory(name: string): string {
  return name.trim().charAt(0).toLocaleLowerCase('ru');
}

/** SPEC §4: 'Все' shows every category; a letter shows the categories of its group. */
export function categoriesForLetter(
  categories: readonly AnalysisCategory[],
  groups: readonly RussianLetterGroup[],
  letter: string,
): AnalysisCategory[] {
  if (letter === ALL_LETTER) return [...categories];
  const group = groups.find((item) => item.letter === letter);
  // A letter the API did not list (a category renamed since) still finds its categories by name.
  if (!group) return categories.filter((category) => letterOfCategory(category.name) === letter);
  const ids = new Set(group.categories.map((category) => category.id));
  return categories.filter((category) => ids.has(category.id));
}

/** The letter the list has selected and its current category (none: the letter's categories, or every one). */
export interface ShownFilters {
  letter: string;
  categoryId: number | null;
}

/**
 * What the list shows for an address's filters (SPEC §4): a known category is current, its letter the lowercase
 * first character of its name; else a letter with categories ('Все': every one) is selected, none current; else
 * the page as it opens: 'Все', the first category current.
 */
export function shownFilters(
  filters: ListFilters,
  categories: readonly AnalysisCategory[],
  groups: readonly RussianLetterGroup[],
): ShownFilters {
  const category = categories.find((item) => item.id === filters.categoryId);
  if (category) return { letter: letterOfCategory(category.name), categoryId: category.id };
  const { letter } = filters;
  if (letter === ALL_LETTER || (letter && categoriesForLetter(categories, groups, letter).length > 0))
    return { letter, categoryId: null };
  return { letter: ALL_LETTER, categoryId: categories[0]?.id ?? null };
}

export function groupByCategory(analyses: readonly Analysis[]): Map<number, Analysis[]> {
  const byCategory = new Map<number, Analysis[]>();
  for (const analysis of analyses) {
    const list = byCategory.get(analysis.category_analysis_id) ?? [];
    list.push(analysis);
    byCategory.set(analysis.category_analysis_id, list);
  }
  return byCategory;
}

export interface GridFilter {
  analyses: readonly Analysis[];
  byCategory: ReadonlyMap<number, Analysis[]>;
  search: string;
  letter: string;
  currentCategoryId: number | null;
  visibleCategories: readonly AnalysisCategory[];
}

/**
 * What the analyses grid shows: a search looks across every category; otherwise the current category,
 * or with no current category every analysis ('Все') or those of the letter's categories.
 */
export function gridAnalyses(filter: GridFilter): readonly Analysis[] {
  if (filter.search.trim())
    return searchAnalyses(filter.analyses, analysesSearchIndex(filter.analyses), filter.search);
  if (filter.currentCategoryId !== null) return filter.byCategory.get(filter.currentCategoryId) ?? [];
  if (filter.letter === ALL_LETTER) return filter.analyses;
  return filter.visibleCategories.flatMap((category) => filter.byCategory.get(category.id) ?? []);
}

/** What the grid shows, as data: its words are the page's language's (`captionText`). */
export type GridCaption =
  | { kind: 'found'; count: number }
  | { kind: 'category'; name: string }
  | { kind: 'all' }
  | { kind: 'letter'; letter: string };

/** The heading of the grid: the search's count, the current category, or what the letter shows. */
export function gridCaption(view: {
  search: boolean;
  count: number;
  letter: string;
  category?: string | null;
}): GridCaption {
  if (view.search) return { kind: 'found', count: view.count };
  if (view.category) return { kind: 'category', name: view.category };
  if (view.letter === ALL_LETTER) return { kind: 'all' };
  return { kind: 'letter', letter: view.letter };
}

/** The caption in words: «Найдено: 3 анализа», the category's name (the API's), «Категории на букву «Б»». */
export function captionText(caption: GridCaption, text: Translate<AnalysesMessage>): string {
  switch (caption.kind) {
    case 'found':
      return text('caption.found', { count: caption.count });
    case 'category':
      return caption.name;
    case 'all':
      return text('caption.all');
    case 'letter':
      // The letters are the API's, Russian: shown as capitals in either language.
      return text('caption.letter', { letter: caption.letter.toLocaleUpperCase('ru') });
  }
}
