/**
 * `@clinic/shared/rum`: the page-view beacon, one module for both sides: the shell takes its types and
 * constants, the site server the strict check. Not in the package's index, so the shared singleton does not
 * carry the parser.
 */
export * from './rum/beacon';
export * from './rum/field';
