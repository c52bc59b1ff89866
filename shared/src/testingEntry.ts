/** `@clinic/shared/testing`: helpers and fixtures for the apps' unit tests (vitest); never bundled. */
export { catalogueAgreement } from './testing/catalogueAgreement';
export { DOCTORS_MANIFEST } from './testing/doctorsManifest';
export { type MadeFormatters, recordingIntl } from './testing/recordingIntl';
export { renderInProviders } from './testing/renderInProviders';
export { itAgreesOnEveryRoute } from './testing/routeTableAgreement';
