/**
 * One search for patients, shared by the analyses and the promotions searches (`@clinic/shared/search`, not
 * the `@clinic/shared` singleton, so it travels only with the pages that search, never with `/`): case, ё,
 * look-alike Latin letters, word forms (Snowball's Russian stemmer), one slip per word, each search's own
 * synonyms, and other searches to offer when nothing is found. Rules and how to change them: docs/search.md.
 */
export {
  type CompiledQuery,
  compileQuery,
  findMatches,
  matchesEntry,
  type SearchEntry,
  type SearchRules,
  type Synonym,
  searchEntry,
  suggestSearches,
  TYPO_MIN_LENGTH,
} from './match';
export { withinOneEdit } from './oneEdit';
export { foldText, plainText, words } from './text';
