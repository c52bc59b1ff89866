import type { Locale } from './locale';

/** A promise React's `use` reads at once when settled, on every render and on a replay alike. */
type Readable<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A language's part (a catalogue, a page's text) loaded once: later calls return the same promise, marked
 * settled once it is, so `use` never suspends on it again. A failed load is asked for again next time.
 * In `@clinic/shared/core`, not the package's index (the shell's page texts use it too).
 */
export function loadOncePerLocale<T>(load: (locale: Locale) => Promise<T>): (locale: Locale) => Promise<T> {
  const pending = new Map<Locale, Readable<T>>();
  return (locale) => {
    let loading = pending.get(locale);
    if (!loading) {
      const reading: Readable<T> = load(locale).then((value) => {
        reading.status = 'fulfilled';
        reading.value = value;
        return value;
      });
      loading = reading;
      reading.catch(() => pending.delete(locale));
      pending.set(locale, reading);
    }
    return loading;
  };
}
