/**
 * `@clinic/shared/search`: the patients' search and its suggestions (docs/search.md). Not in the package's
 * index: it travels only in the bundles of the remotes that search, never with `/`.
 */
export * from './search';
export { SearchSuggestions } from './search/SearchSuggestions';
