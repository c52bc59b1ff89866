import { textIn } from '@clinic/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYSES_CATALOGS, type AnalysesMessage } from '../../messages/analysesText';
import {
  ALL_LETTER,
  captionText,
  categoriesForLetter,
  gridCaption,
  letterOfCategory,
  shownFilters,
  withAllLetter,
} from './catalogue';
import { NO_FILTERS } from './listAddress';

const categories = [
  { id: 1, name: 'Общеклинические исследования' },
  { id: 2, name: ' Биохимия крови' },
  { id: 9, name: 'Онкомаркеры' },
];
const groups = [
  { letter: 'б', categories: [{ id: 2 }] },
  { letter: 'о', categories: [{ id: 1 }, { id: 9 }] },
];

describe('letters (SPEC §3, §4)', () => {
  it("adds 'Все' with empty categories at the front", () => {
    expect(withAllLetter(groups)).toEqual([{ letter: 'Все', categories: [] }, ...groups]);
  });

  it('takes the lowercase first character of a category name', () => {
    expect(letterOfCategory('Общеклинические исследования')).toBe('о');
    expect(letterOfCategory(' Биохимия крови')).toBe('б');
  });

  it("'Все' keeps every category; a letter keeps its group", () => {
    expect(categoriesForLetter(categories, groups, ALL_LETTER)).toHaveLength(3);
    expect(categoriesForLetter(categories, groups, 'о').map((c) => c.id)).toEqual([1, 9]);
  });

  it('a letter the API did not list still finds its categories by name', () => {
    expect(categoriesForLetter(categories, [], 'б').map((c) => c.id)).toEqual([2]);
  });
});

describe('what the address’s filters show (SPEC §4)', () => {
  const shown = (filters: Partial<typeof NO_FILTERS>) =>
    shownFilters({ ...NO_FILTERS, ...filters }, categories, groups);

  it('opens with the first category current and every letter', () => {
    expect(shown({})).toEqual({ letter: ALL_LETTER, categoryId: 1 });
    expect(shown({ query: 'ттг' })).toEqual({ letter: ALL_LETTER, categoryId: 1 });
  });

  it('makes a category current with the lowercase first letter of its name, whatever the letter asked', () => {
    expect(shown({ categoryId: 2 })).toEqual({ letter: 'б', categoryId: 2 });
    expect(shown({ categoryId: 9, letter: 'б' })).toEqual({ letter: 'о', categoryId: 9 });
  });

  it('selects a letter with no category current; Все, every analysis', () => {
    expect(shown({ letter: 'о' })).toEqual({ letter: 'о', categoryId: null });
    expect(shown({ letter: ALL_LETTER })).toEqual({ letter: ALL_LETTER, categoryId: null });
  });

  it('opens as usual for an unknown category or a letter without categories', () => {
    expect(shown({ categoryId: 404 })).toEqual({ letter: ALL_LETTER, categoryId: 1 });
    expect(shown({ letter: 'щ' })).toEqual({ letter: ALL_LETTER, categoryId: 1 });
    expect(shownFilters({ ...NO_FILTERS, categoryId: 2 }, [], [])).toEqual({
      letter: ALL_LETTER,
      categoryId: null,
    });
  });
});

describe('the grid heading', () => {
  beforeAll(() => Promise.all([ANALYSES_CATALOGS.load('ru'), ANALYSES_CATALOGS.load('kk')]));
  const caption = (locale: 'ru' | 'kk', view: Parameters<typeof gridCaption>[0]) =>
    captionText(gridCaption(view), textIn<AnalysesMessage>(ANALYSES_CATALOGS, locale));

  it('says what the grid shows', () => {
    expect(caption('ru', { search: true, count: 21, letter: ALL_LETTER })).toBe('Найдено: 21 анализ');
    expect(caption('ru', { search: true, count: 3, letter: ALL_LETTER, category: 'Диабет' })).toBe(
      'Найдено: 3 анализа',
    );
    expect(caption('ru', { search: true, count: 0, letter: ALL_LETTER })).toBe('Найдено: 0 анализов');
    expect(caption('ru', { search: false, count: 3, letter: 'д', category: 'Диабет' })).toBe('Диабет');
    expect(caption('ru', { search: false, count: 99, letter: ALL_LETTER })).toBe('Все анализы');
    expect(caption('ru', { search: false, count: 9, letter: 'о' })).toBe('Категории на букву «О»');
  });

  it('says it in Kazakh: the noun singular after a number, the API’s names and letters as they are', () => {
    expect(caption('kk', { search: true, count: 21, letter: ALL_LETTER })).toBe('Табылды: 21 талдау');
    expect(caption('kk', { search: true, count: 3, letter: ALL_LETTER })).toBe('Табылды: 3 талдау');
    expect(caption('kk', { search: true, count: 1, letter: ALL_LETTER })).toBe('Табылды: 1 талдау');
    expect(caption('kk', { search: false, count: 3, letter: 'д', category: 'Диабет' })).toBe('Диабет');
    expect(caption('kk', { search: false, count: 99, letter: ALL_LETTER })).toBe('Барлық талдаулар');
    expect(caption('kk', { search: false, count: 9, letter: 'о' })).toBe('«О» әрпінен басталатын санаттар');
  });
});
