import { describe, expect, it } from 'vitest';
import {
  compileQuery,
  findMatches,
  foldText,
  plainText,
  type SearchRules,
  searchEntry,
  suggestSearches,
  withinOneEdit,
  words,
} from './index';

/** Names as the seed writes them: markup, Latin letters among Cyrillic ones, ё. */
const NAMES = [
  'Общий анализ крови (ОАК) с лейкоцитарной формулой',
  'Кал на скрытую кровь',
  'Копрограмма (общий анализ кала)',
  'Кальций общий',
  'Общий белок',
  'АЛТ (аланинаминотрансфераза)',
  'АСТ (аспартатаминотрансфераза)',
  'АЧТВ (активированное частичное тромбопластиновое время)',
  'Железо сывороточное',
  '<b>ТТГ</b> (тиреотропный гормон)',
  'Т4 свободный (тироксин)',
  'D-димер',
  'Витамин D (25-OH D<sub>3</sub>)',
  'Витамин B<sub>12</sub> (цианокобаламин)',
  'Витамин B<sub>6</sub> (пиридоксин)',
  'Витамин C (аскорбиновая кислота)',
  'Глюкоза в крови натощак',
  'Глюкозотолерантный тест (2 точки)',
  'Гликированный гемоглобин (HbA<sub>1c</sub>)',
  'Жёлчные кислоты',
  'Консультация хирурга и УЗИ мягких тканей',
  'Консультация пластического хирурга',
] as const;
const ENTRIES = NAMES.map(searchEntry);

const RULES: SearchRules = {
  synonyms: [
    { says: 'сахар', means: ['глюкоза', 'гликированный'] },
    { says: 'щитовидка', means: ['ттг', 'т4'] },
    { says: 'щитовидная железа', means: ['ттг', 'т4'] },
    { says: 'печёночные пробы', means: ['алт', 'аст'] },
  ],
  fillers: ['анализ', 'на'],
};

const find = (query: string, rules: SearchRules = RULES) =>
  findMatches([...NAMES], ENTRIES, query, rules).map(plainText);

describe('the form names and queries are compared in', () => {
  it('drops markup and decodes entities', () => {
    expect(plainText('<b>ТТГ</b> (тиреотропный гормон)')).toBe('ТТГ (тиреотропный гормон)');
    expect(plainText('Гликированный гемоглобин (HbA<sub>1c</sub>)')).toBe('Гликированный гемоглобин (HbA1c)');
    expect(plainText('Кровь &amp; моча<br>натощак')).toBe('Кровь & моча натощак');
  });

  it('lowercases, reads ё as е and look-alike Latin letters as Cyrillic', () => {
    expect(foldText('ЁМКОСТЬ')).toBe('емкость');
    // Latin H, b, A, c: the same word as the Cyrillic н, в, а, с.
    expect(foldText('HbA1c')).toBe(foldText('НвА1с'));
    expect(foldText('Витамин D')).toBe('витамин д');
    expect(words('Витамин D (25-OH D<sub>3</sub>)')).toEqual(['витамин', 'д', '25', 'он', 'д3']);
  });

  it('counts a changed, added, dropped or swapped letter as one edit, and no more', () => {
    expect(withinOneEdit('гемоглабин', 'гемоглобин')).toBe(true);
    expect(withinOneEdit('гемоглбин', 'гемоглобин')).toBe(true);
    expect(withinOneEdit('гемоглообин', 'гемоглобин')).toBe(true);
    expect(withinOneEdit('гемолгобин', 'гемоглобин')).toBe(true);
    expect(withinOneEdit('гемаглабин', 'гемоглобин')).toBe(false);
    expect(withinOneEdit('гемоглобин', 'гемоглобинн')).toBe(true);
    expect(withinOneEdit('белка', 'белок')).toBe(false);
  });
});

describe('findMatches', () => {
  it('ignores case, markup and ё', () => {
    expect(find('ТТГ')).toEqual(['ТТГ (тиреотропный гормон)']);
    expect(find('желчные')).toEqual(['Жёлчные кислоты']);
    expect(find('ЖЁЛЧНЫЕ')).toEqual(['Жёлчные кислоты']);
  });

  it('takes Cyrillic for the Latin letters of the names: витамин д, hba1c, в12', () => {
    expect(find('витамин д')).toEqual(['Витамин D (25-OH D3)']);
    expect(find('витамин D')).toEqual(['Витамин D (25-OH D3)']);
    expect(find('hba1c')).toEqual(['Гликированный гемоглобин (HbA1c)']);
    expect(find('НВА1С')).toEqual(['Гликированный гемоглобин (HbA1c)']);
    expect(find('витамин в12')).toEqual(['Витамин B12 (цианокобаламин)']);
    expect(find('д-димер')).toEqual(['D-димер']);
  });

  it('reads a letter as a whole word or a code: «витамин в» is the B vitamins, not every «витамин»', () => {
    expect(find('витамин в')).toEqual(['Витамин B12 (цианокобаламин)', 'Витамин B6 (пиридоксин)']);
    expect(find('витамин с')).toEqual(['Витамин C (аскорбиновая кислота)']);
  });

  it('finds other forms of a word (the Russian stemmer)', () => {
    expect(find('гемоглобина')).toEqual(['Гликированный гемоглобин (HbA1c)']);
    expect(find('консультации хирургов')).toEqual([
      'Консультация хирурга и УЗИ мягких тканей',
      'Консультация пластического хирурга',
    ]);
    expect(find('кала')).toEqual(['Кал на скрытую кровь', 'Копрограмма (общий анализ кала)']);
    expect(find('глюкоза')).toEqual(['Глюкоза в крови натощак', 'Глюкозотолерантный тест (2 точки)']);
  });

  it('finds a word typed with one slip, and a word half typed with one', () => {
    expect(find('гемоглабин')).toEqual(['Гликированный гемоглобин (HbA1c)']);
    expect(find('гемоглабина')).toEqual(['Гликированный гемоглобин (HbA1c)']);
    expect(find('гемоглаб')).toEqual(['Гликированный гемоглобин (HbA1c)']);
    expect(find('консультацыя')).toHaveLength(2);
  });

  it('allows no slip in short words, in the first letter, nor two slips', () => {
    // «кло» is one edit from «кал»: too short to be taken for it. «блеко» is two swaps from «белок».
    expect(find('кло')).toEqual([]);
    expect(find('блеко')).toEqual([]);
    expect(find('белко')).toEqual(['Общий белок']);
    expect(find('гемаглабин')).toEqual([]);
    expect(find('кемоглобин')).toEqual([]);
    // Three letters are a word's start: «аст» is АСТ, not «чАСТичное».
    expect(find('аст')).toEqual(['АСТ (аспартатаминотрансфераза)']);
  });

  it('shows slips only when nothing matches as typed', () => {
    // «белок» is in a name: «белка», one edit away from nothing else, changes nothing; no fuzzy extras.
    expect(find('белок')).toEqual(['Общий белок']);
    expect(find('калций')).toEqual(['Кальций общий']);
  });

  it('finds what a synonym means, in any form of its words', () => {
    expect(find('сахар')).toEqual([
      'Глюкоза в крови натощак',
      'Глюкозотолерантный тест (2 точки)',
      'Гликированный гемоглобин (HbA1c)',
    ]);
    expect(find('сахара в крови')).toEqual(['Глюкоза в крови натощак']);
    expect(find('щитовидки')).toEqual(['ТТГ (тиреотропный гормон)', 'Т4 свободный (тироксин)']);
    expect(find('печеночных проб')).toEqual([
      'АЛТ (аланинаминотрансфераза)',
      'АСТ (аспартатаминотрансфераза)',
    ]);
    // The phrase wins over its words: not «Железо сывороточное».
    expect(find('щитовидная железа')).toEqual(['ТТГ (тиреотропный гормон)', 'Т4 свободный (тироксин)']);
    // Without the list a synonym is just a word.
    expect(find('сахар', {})).toEqual([]);
  });

  it('lets fillers go unmatched, unless the query is nothing else', () => {
    expect(find('анализ на сахар')).toHaveLength(3);
    expect(find('анализ')).toEqual([
      'Общий анализ крови (ОАК) с лейкоцитарной формулой',
      'Копрограмма (общий анализ кала)',
    ]);
  });

  it('needs every word, and an empty query finds nothing', () => {
    expect(find('общий белок')).toEqual(['Общий белок']);
    expect(find('витамин кальций')).toEqual([]);
    expect(find('   ')).toEqual([]);
    expect(compileQuery(' , ')).toBeNull();
    expect(find('<b>')).toEqual([]);
  });
});

describe('suggestSearches', () => {
  const popular = ['глюкоза', 'ттг', 'витамин D', 'несуществующий'];

  it('offers the query without a word, then the popular searches that find something', () => {
    expect(suggestSearches('витамин к2', ENTRIES, RULES, popular)).toEqual(['витамин', 'глюкоза', 'ттг']);
    expect(suggestSearches('ферментация', ENTRIES, RULES, popular, 5)).toEqual([
      'глюкоза',
      'ттг',
      'витамин D',
    ]);
  });

  it('never offers the query itself nor a search that finds nothing', () => {
    expect(suggestSearches('ТТГ', ENTRIES, RULES, popular)).toEqual(['глюкоза', 'витамин D']);
    expect(suggestSearches('x', ENTRIES, RULES, ['несуществующий'])).toEqual([]);
  });
});
