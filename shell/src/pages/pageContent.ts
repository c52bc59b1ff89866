import { type Locale, useLocale } from '@clinic/shared';
import { loadOncePerLocale } from '@clinic/shared/core';
import { use } from 'react';

/**
 * A lazy page's long text (the about, corporate and consent pages), one module per language: a page downloads
 * only its own language's text, and none of it is in the shell's catalogue every page loads.
 */
export interface PageContent<T> {
  /** Loads the language's text, once; later calls return the same promise (a failed one is asked for again). */
  load(locale: Locale): Promise<T>;
  /** The text in the page's language, for the page's components: suspends until it is in (on the server too). */
  useContent(): T;
}

export function definePageContent<T>(loaders: Record<Locale, () => Promise<{ default: T }>>): PageContent<T> {
  const load = loadOncePerLocale(async (locale) => (await loaders[locale]()).default);
  return {
    load,
    useContent() {
      // Always through `use`: a render React replays after suspending here must call what the first one did.
      return use(load(useLocale()));
    },
  };
}
