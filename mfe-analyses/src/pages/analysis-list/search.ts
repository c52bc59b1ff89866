import type { Analysis } from '@clinic/shared';
import { findMatches, type SearchEntry, searchEntry, suggestSearches } from '@clinic/shared/search';
import { ANALYSIS_FILLERS, ANALYSIS_SYNONYMS, POPULAR_ANALYSIS_SEARCHES } from './synonyms';

/** The analyses search's rules: the shared matcher with the analyses team's own words. */
const RULES = { synonyms: ANALYSIS_SYNONYMS, fillers: ANALYSIS_FILLERS };

// Made on the first search of a list, not as the page loads: most visits never search, and hydration has
// enough to do. One per list the API sent (a fresh load is a new list).
const indexes = new WeakMap<readonly Analysis[], readonly SearchEntry[]>();

/** Each analysis's name made ready for searching, index for index with the list. */
export function analysesSearchIndex(analyses: readonly Analysis[]): readonly SearchEntry[] {
  let index = indexes.get(analyses);
  if (!index) {
    index = analyses.map((analysis) => searchEntry(analysis.name));
    indexes.set(analyses, index);
  }
  return index;
}

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
