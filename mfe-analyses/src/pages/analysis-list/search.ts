import type { Analysis } from '@clinic/shared';
import { findMatches, type SearchEntry, searchEntry, suggestSearches } from '@clinic/shared/src/search';
import { ANALYSIS_FILLERS, ANALYSIS_SYNONYMS, POPULAR_ANALYSIS_SEARCHES } from './synonyms';

export type { SearchEntry };

/** The analyses search's rules: the shared matcher with the analyses team's own words. */
const RULES = { synonyms: ANALYSIS_SYNONYMS, fillers: ANALYSIS_FILLERS };

/** Each analysis's name made ready for searching, index for index with the list. */
export const analysesSearchIndex = (analyses: readonly Analysis[]): SearchEntry[] =>
  analyses.map((analysis) => searchEntry(analysis.name));

/** The analyses a patient's query means (docs/search.md), in the catalogue's order. */
export function searchAnalyses(
  analyses: readonly Analysis[],
  index: readonly SearchEntry[],
  query: string,
): Analysis[] {
  return findMatches(analyses, index, query, RULES);
}

/** Searches to offer when `query` finds nothing, each of which finds something. */
export function analysisSuggestions(index: readonly SearchEntry[], query: string): string[] {
  return suggestSearches(query, index, RULES, POPULAR_ANALYSIS_SEARCHES);
}
