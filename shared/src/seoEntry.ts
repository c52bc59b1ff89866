/**
 * `@clinic/shared/seo`: the rules a page's JSON-LD is checked by, for the unit tests and the e2e suites
 * (the builders themselves are in the package's index).
 */
export { SCHEMA_TYPES } from './seo/structuredData';
export { structuredDataProblems } from './seo/structuredDataProblems';
