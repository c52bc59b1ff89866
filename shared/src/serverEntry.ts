/**
 * `@clinic/shared/server`: what only servers run (the site server, the API, the nginx config's generator, the
 * shell's server build): the language of an API answer, the plain pages of a refused post, the head's cut of
 * the global styles, the one HTML escaper. Never imported by browser code.
 */
export { ACCEPT_LANGUAGE_MAX_LENGTH, localeOfAcceptLanguage } from './api/acceptLanguage';
export { escapeHtml } from './html/escapeHtml';
export { callInstead, plainPage, postProblemPage } from './plainPages/postProblemPage';
export * from './plainPages/refusalWords';
export { type PageStyles, usedGlobalStyles, withUsedGlobalStyles } from './ssr/usedGlobalStyles';
