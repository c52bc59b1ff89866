/**
 * What nginx answers by itself (deploy/nginx.conf's maps), in the site's words: the booking dialog's JSON past the
 * limit, the booking page's refusal past it, and a form post when no site server answers. The words and pages are
 * the site server's own (shared/src/plainPages/), so they are written once for both.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@clinic/shared/core';
import { API_REFUSALS, postProblemPage } from '@clinic/shared/server';

/**
 * A text as one single-quoted nginx string. nginx reads `$name` in a map's value as a variable, and there is no
 * escape for it: a `$` in the site's words is a developer's error, said before nginx would read it.
 */
export function nginxString(text: string): string {
  if (text.includes('$'))
    throw new Error(`nginx refusal text: a "$" would be read as a variable: ${text.slice(0, 80)}`);
  return `'${text.replace(/\n/g, '').replace(/[\\']/g, (c) => `\\${c}`)}'`;
}

/** The lines of a map by language: one per language but the default (Russian), then `default`. */
function byLanguage(key: (locale: Locale) => string, answer: (locale: Locale) => string): string {
  return [
    ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(
      (locale) => `${key(locale)} ${nginxString(answer(locale))};`,
    ),
    `default ${nginxString(answer(DEFAULT_LOCALE))};`,
  ].join('\n    ');
}

/** The Kazakh pages' addresses start /kk/ (shared/src/i18n/locale.ts). */
const byAddress = (locale: Locale) => `~^/${locale}/`;
/** $clinic_api_language: the dialog's language, as the API proxy reads Accept-Language. */
const byApiLanguage = (locale: Locale) => locale;

export function refusalMaps(): Record<
  'BOOKING_API_TOO_MANY' | 'BOOKING_TOO_MANY' | 'POST_UNAVAILABLE',
  string
> {
  return {
    BOOKING_API_TOO_MANY: byLanguage(byApiLanguage, (locale) =>
      JSON.stringify({ error: API_REFUSALS[locale]['too-many'] }),
    ),
    BOOKING_TOO_MANY: byLanguage(byAddress, (locale) => postProblemPage('too-many', locale).html),
    POST_UNAVAILABLE: byLanguage(byAddress, (locale) => postProblemPage('unavailable', locale).html),
  };
}
