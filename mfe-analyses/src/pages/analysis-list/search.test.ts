import { plainText, searchEntry } from '@clinic/shared/search';
import { describe, expect, it } from 'vitest';
import { buildAnalyses } from '../../../../api/src/seed/analyses';
import { analysesSearchIndex, analysisSuggestions, searchAnalyses } from './search';
import { ANALYSIS_SYNONYMS, POPULAR_ANALYSIS_SEARCHES } from './synonyms';

/** The reference API's catalogue: the names patients search in. */
const ANALYSES = buildAnalyses();
const INDEX = analysesSearchIndex(ANALYSES);
const found = (query: string) =>
  searchAnalyses(ANALYSES, INDEX, query).map((analysis) => plainText(analysis.name));

describe('the analyses search on the catalogue', () => {
  it('«витамин д» is vitamin D (a Latin D in the name), not the other vitamins', () => {
    expect(found('витамин д')).toEqual(['Витамин D (25-OH D3)']);
    expect(found('Витамин Д')).toEqual(['Витамин D (25-OH D3)']);
  });

  it('«сахар» is glucose, HbA1c and fructosamine', () => {
    expect(found('сахар')).toEqual([
      'Глюкоза в крови натощак',
      'Гликированный гемоглобин (HbA1c)',
      'Глюкозотолерантный тест (2 точки)',
      'Фруктозамин',
      'Глюкоза в моче',
    ]);
    expect(found('анализ на сахар')).toEqual(found('сахар'));
  });

  it('«гемоглабин» (one slip) and «hba1c» (Latin, markup in the name) are glycated haemoglobin', () => {
    expect(found('гемоглабин')).toEqual(['Гликированный гемоглобин (HbA1c)']);
    expect(found('hba1c')).toEqual(['Гликированный гемоглобин (HbA1c)']);
    expect(found('HBA1C')).toEqual(['Гликированный гемоглобин (HbA1c)']);
  });

  it('«щитовидка» is the thyroid panel, «печёночные пробы» the liver tests', () => {
    expect(found('щитовидка')).toContain('ТТГ (тиреотропный гормон)');
    expect(found('щитовидка')).toContain('Т4 свободный (тироксин)');
    expect(found('щитовидка')).not.toContain('Железо сывороточное');
    const liver = [
      'Альбумин',
      'АЛТ (аланинаминотрансфераза)',
      'АСТ (аспартатаминотрансфераза)',
      'Билирубин общий',
      'Билирубин прямой',
      'ГГТ (гамма-глутамилтрансфераза)',
      'Щелочная фосфатаза',
    ];
    expect(found('печёночные пробы').sort()).toEqual(liver.sort());
    expect(found('печеночных проб').sort()).toEqual(liver.sort());
  });

  it('a three-letter query is a word’s start, never a slip: «кал» does not find «Мочевая кислота»', () => {
    const kal = found('кал');
    expect(kal.length).toBeGreaterThan(0);
    for (const name of kal) expect(searchEntry(name).some((word) => word.startsWith('кал'))).toBe(true);
  });

  it('every synonym finds something in the catalogue, and not everything', () => {
    for (const synonym of ANALYSIS_SYNONYMS) {
      const names = found(synonym.says);
      expect(names.length, synonym.says).toBeGreaterThan(0);
      expect(names.length, synonym.says).toBeLessThan(ANALYSES.length / 4);
      // Every meaning is in the catalogue: a renamed analysis shows here, not as a synonym that finds less.
      for (const meant of synonym.means)
        expect(searchAnalyses(ANALYSES, INDEX, meant).length, `${synonym.says} → ${meant}`).toBeGreaterThan(
          0,
        );
    }
  });

  it('offers searches that find something when a query finds nothing', () => {
    expect(found('витамин к2')).toEqual([]);
    expect(analysisSuggestions(INDEX, 'витамин к2')).toEqual(['витамин', 'общий анализ крови', 'глюкоза']);
    expect(analysisSuggestions(INDEX, 'абракадабра')).toEqual(POPULAR_ANALYSIS_SEARCHES.slice(0, 3));
    for (const query of POPULAR_ANALYSIS_SEARCHES) expect(found(query).length, query).toBeGreaterThan(0);
  });
});
