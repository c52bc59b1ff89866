import { type I18n, type Messages, setupI18n } from '@lingui/core';

/** Lingui's message compiler (its type is not exported): ICU text in, the compiled form out. */
type MessageCompiler = Parameters<I18n['setMessagesCompiler']>[0];

import { useUnit } from 'effector-react';
import { use, useCallback } from 'react';
import { $locale } from '../bus/contract';
import { loadOncePerLocale } from './loadOncePerLocale';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from './locale';

/**
 * One Lingui instance per language for the whole page, whichever app renders: @clinic/shared is a singleton,
 * so every remote reads and adds to the same two. The server renders both languages side by side, and an
 * instance per language (rather than one switched with `activate`) keeps one request's language out of another's.
 */
const instances = new Map<Locale, I18n>();
let compiler: MessageCompiler | undefined;

/**
 * Compiles catalogues as they load, for code not built by rspack: the site server runs this package from its
 * sources, so the shared package's own catalogues reach its render threads as ICU text (renderThread.ts gives
 * Lingui's compiler). The browser's builds compile every catalogue beforehand and carry no compiler.
 */
export function compileMessagesWith(compile: MessageCompiler): void {
  compiler = compile;
  for (const i18n of instances.values()) i18n.setMessagesCompiler(compile);
}

export function i18nOf(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    // Numbers in messages (`#` of a plural) in ru-RU for both: Kazakh writes them as Russian does, and a
    // browser without Kazakh ICU data (Chromium's trimmed data, as on Android) would write '1,234' where the
    // server wrote '1 234'. Kazakh messages use `other` (one form after a numeral), whatever rules pick.
    i18n = setupI18n({ locale, locales: [INTL_LOCALE.ru], messages: { [locale]: {} } });
    if (compiler) i18n.setMessagesCompiler(compiler);
    instances.set(locale, i18n);
  }
  return i18n;
}

/** A catalogue module: compiled messages (the build's `messagesLoader`), keyed without the app's namespace. */
export type CatalogModule = { default: Messages };
export type CatalogLoaders = Partial<Record<Locale, () => Promise<CatalogModule>>>;

export interface AppCatalogs {
  /** Which app's messages these are: the namespace of its ids ('booking:form.submit'). */
  app: string;
  /** The languages the app ships; a language it lacks shows its Russian. */
  locales: Locale[];
  /** Loads the language's messages into its instance, once; later calls return the same promise. */
  load(locale: Locale): Promise<void>;
  /** True once `load(locale)` has finished. */
  loaded(locale: Locale): boolean;
}

/**
 * An app's messages, one chunk per language so a page downloads only its own. A language the app was released
 * without loads the Russian catalogue in its place: the patient reads Russian, never a message id. Missing
 * single messages are filled from Russian by the build (`messagesLoader`), so a catalogue is always whole.
 */
export function defineCatalogs(app: string, loaders: CatalogLoaders): AppCatalogs {
  const done = new Set<Locale>();
  const locales = (Object.keys(loaders) as Locale[]).filter((locale) => loaders[locale]);
  const load = loadOncePerLocale(async (locale) => {
    const loader = loaders[locale] ?? loaders[DEFAULT_LOCALE];
    if (!loader) throw new Error(`${app}: no ${DEFAULT_LOCALE} catalogue`);
    const { default: messages } = await loader();
    const namespaced: Messages = {};
    for (const [id, message] of Object.entries(messages)) namespaced[`${app}:${id}`] = message;
    i18nOf(locale).load(locale, namespaced);
    done.add(locale);
  });
  return { app, locales, load, loaded: (locale) => done.has(locale) };
}

/**
 * The chunk an app's catalogue in a language is built into, as each `defineCatalogs` import names it
 * (`webpackChunkName: "messages-doctors-ru"`; catalogChunks.test.ts holds them to it): a rendered section names
 * its own among its page's chunks, and the browser downloads it with the remote's code.
 */
export const catalogChunkName = (app: string, locale: Locale): string => `messages-${app}-${locale}`;

export type MessageValues = Record<string, unknown>;
/** An app's messages in the page's language: `text('form.submit')`, `text('reviews', { count: 3 })`. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/** The app's messages in a language, outside React (a server action, a page title). */
export function textIn<Id extends string>(catalogs: AppCatalogs, locale: Locale): Translate<Id> {
  const i18n = i18nOf(locale);
  return (id, values) => i18n._(`${catalogs.app}:${id}`, values);
}

/**
 * The app's messages in the page's language (`$locale`), for a component. It suspends until they are in: a
 * section or page loads its catalogue before it renders, so this waits only where one was not.
 */
export function useText<Id extends string>(catalogs: AppCatalogs): Translate<Id> {
  const locale = useUnit($locale);
  // Always through `use`, which reads a loaded catalogue at once (its promise is marked settled): a render React
  // replays after suspending here must call what the first one did, or the hooks after it are React's #467.
  use(catalogs.load(locale));
  return useCallback<Translate<Id>>(
    (id, values) => i18nOf(locale)._(`${catalogs.app}:${id}`, values),
    [catalogs, locale],
  );
}

/** The page's language. */
export function useLocale(): Locale {
  return useUnit($locale);
}
