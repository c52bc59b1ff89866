import { type AppCatalogs, defineCatalogs, type Translate, useText } from '../i18n/catalogs';
import type ru from './ru.json';

/**
 * The shared package's own words (the spinner, the status messages, a search that found nothing). The shell
 * loads them with its own before the first render (a status message may be a Suspense fallback's neighbour,
 * and must not wait).
 */
export const SHARED_CATALOGS: AppCatalogs = defineCatalogs('shared', {
  ru: () => import(/* webpackChunkName: "messages-shared-ru" */ './ru.json'),
  kk: () => import(/* webpackChunkName: "messages-shared-kk" */ './kk.json'),
});

export type SharedMessage = keyof typeof ru;

export const useSharedText = (): Translate<SharedMessage> => useText<SharedMessage>(SHARED_CATALOGS);
