import { describe, expect, it } from 'vitest';
import { ALL_LETTER, categoriesForLetter, gridCaption, letterOfCategory, withAllLetter } from './catalogue';

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

describe('the grid heading', () => {
  it('says what the grid shows', () => {
    expect(gridCaption({ search: true, count: 21, letter: ALL_LETTER })).toBe('Найдено: 21 анализ');
    expect(gridCaption({ search: true, count: 3, letter: ALL_LETTER, category: 'Диабет' })).toBe(
      'Найдено: 3 анализа',
    );
    expect(gridCaption({ search: false, count: 3, letter: 'д', category: 'Диабет' })).toBe('Диабет');
    expect(gridCaption({ search: false, count: 99, letter: ALL_LETTER })).toBe('Все анализы');
    expect(gridCaption({ search: false, count: 9, letter: 'о' })).toBe('Категории на букву «О»');
  });
});
