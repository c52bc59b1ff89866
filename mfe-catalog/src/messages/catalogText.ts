import { type AppCatalogs, defineCatalogs, type Locale, type Translate, useText } from '@clinic/shared';
import type ru from './ru.json';
import { WIDGET_CATALOGS } from './widgets/widgetText';

/** The pages' words (services, promotions, check-up), one chunk per language. */
export const PAGE_CATALOGS = defineCatalogs('catalog', {
  ru: () => import(/* webpackChunkName: "messages-catalog-ru" */ './ru.json'),
  kk: () => import(/* webpackChunkName: "messages-catalog-kk" */ './kk.json'),
});

export type CatalogMessage = keyof typeof ru;

export const useCatalogText = (): Translate<CatalogMessage> => useText<CatalogMessage>(PAGE_CATALOGS);

/** What a page of the sections loads with its data: its own words and the cards' (the widgets' catalogue). */
export const SECTION_CATALOGS: AppCatalogs = {
  app: PAGE_CATALOGS.app,
  locales: PAGE_CATALOGS.locales,
  load: async (locale: Locale) => {
    await Promise.all([PAGE_CATALOGS.load(locale), WIDGET_CATALOGS.load(locale)]);
  },
  loaded: (locale: Locale) => PAGE_CATALOGS.loaded(locale) && WIDGET_CATALOGS.loaded(locale),
};

/** A route's link words as a hook (`notFoundRoute`'s label): the message in the page's language. */
export const catalogLabel = (id: CatalogMessage) =>
  function useCatalogLabel(): string {
    return useCatalogText()(id);
  };
