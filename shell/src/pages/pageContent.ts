import { type Locale, useLocale } from '@clinic/shared';
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
  const pending = new Map<Locale, Promise<T>>();
  const load = (locale: Locale): Promise<T> => {
    let loading = pending.get(locale);
    if (!loading) {
      const reading: Promise<T> & { status?: string; value?: T } = loaders[locale]().then(
        ({ default: content }) => {
          // React's `use` reads a settled promise at once, on every render and on a replay alike.
          reading.status = 'fulfilled';
          reading.value = content;
          return content;
        },
      );
      loading = reading;
      loading.catch(() => pending.delete(locale));
      pending.set(locale, loading);
    }
    return loading;
  };
  return {
    load,
    useContent() {
      const locale = useLocale();
      // Always through `use`: a render React replays after hydration suspended here must call the same hooks
      // as the first (skipping `use` once the text is in was React's error #520 on a hydrating page).
      return use(load(locale));
    },
  };
}
