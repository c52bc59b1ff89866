/**
 * @clinic/shared — shared as a singleton by every app. Its semver is the contract's version: a breaking
 * change to anything exported here is a major bump.
 */
export * from './api/endpoints';
export {
  type ApiAnswers,
  ApiShapeError,
  answerKey,
  apiAnswersRecord,
  apiClient,
  forgetApiAnswers,
  REQUEST_TIMEOUT_MS,
  recordApiAnswersIn,
  seedApiAnswers,
  setApiBaseUrl,
  unwrapData,
} from './api/http';
export { loadErrorId } from './api/loadError';
export type * from './api/types';
export * from './bus/contract';
export type {
  PreparedSection,
  PrepareSection,
  PrepareWidget,
  RemoteRoutesProps,
  SectionName,
  SectionStart,
} from './bus/remoteContract';
export type {
  ChunkName,
  ClinicRoute,
  RemoteRoutesModule,
  RouteAction,
  RouteActionResult,
  RouteArgs,
  RouteContext,
  RouteHandle,
  RouteLoader,
  RouteModule,
  RouteTable,
  SectionOwners,
  SectionPost,
  SectionRoutes,
  SubmitToSection,
} from './bus/routeTable';
export { WIDGETS, type WidgetName } from './bus/widgets';
export { CLINIC, CLINIC_WORDS } from './config/clinic';
export { useClinicWords } from './config/useClinicWords';
export { createQuery, type Query, type QueryStatus } from './data/createQuery';
export { QueryView } from './data/QueryView';
export { startSection } from './data/startSection';
export {
  type AppName,
  PRECOMPRESSED_ENCODINGS,
  PRECOMPRESSED_FILES,
  type PrecompressedEncoding,
  REMOTE_NAMES,
  type RemoteName,
  SERVER_BUILTINS,
  SERVER_EXTERNALS,
} from './federation/facts';
export {
  type KnownSectionOwners,
  knownSectionOwners,
  MANIFEST_SECTIONS_KEY,
  type ManifestSection,
  mergeSectionOwners,
  ownerOf,
  SECTION_NAMES,
  type SectionOwner,
  sectionsInManifest,
} from './federation/sectionOwners';
export {
  CLINIC_CLOCK_ZONE,
  CLINIC_UTC_OFFSET_MINUTES,
  clinicDayOf,
  formatReviewTime,
  onClinicClock,
} from './format/date';
export { hyphenate, SOFT_HYPHEN } from './format/hyphenate';
export { madeOnFirstUse } from './format/madeOnFirstUse';
export * from './format/plural';
export { formatPrice, formatPriceFrom, priceOrZero } from './format/price';
export { formatDiscount, formatRating, TRUNCATE, truncate } from './format/text';
export { escapeHtml } from './html/escapeHtml';
export { SafeHtml } from './html/SafeHtml';
export {
  htmlToText,
  type KeptHtml,
  type KeptHtmlStores,
  loadSanitizer,
  sanitizeOnServerWith,
} from './html/sanitizeHtml';
export {
  type AppCatalogs,
  type CatalogLoaders,
  type CatalogModule,
  compileMessagesWith,
  defineCatalogs,
  i18nOf,
  type MessageValues,
  type Translate,
  textIn,
  useLocale,
  useText,
} from './i18n/catalogs';
export * from './i18n/locale';
export { SHARED_CATALOGS, type SharedMessage, useSharedText } from './messages/sharedText';
export * from './routing/bookingPath';
export * from './routing/paths';
export { useAddressQuery } from './routing/useAddressQuery';
export * from './seo/structuredData';
export * from './ssr/clientOnly';
export * from './ssr/pagePart';
export * from './ssr/pageStatus';
export * from './ssr/serverState';
export * from './ssr/serverStyles';
export * from './ui';
export * from './viewport/rules';
export { watchViewport } from './viewport/watchViewport';
