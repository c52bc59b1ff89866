/**
 * The site's languages. The address decides the language: Russian at the site's own addresses, Kazakh under
 * `/kk/`. Nothing redirects by `Accept-Language` (a crawler or a shared link would land on the other language).
 */
export const LOCALES = ['ru', 'kk'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

/** The router's basename for each language: the prefix its addresses carry. */
export const LOCALE_BASENAME: Record<Locale, string> = { ru: '', kk: '/kk' };

/** The tag Intl formats with (prices, dates, weekdays, plural rules). */
export const INTL_LOCALE: Record<Locale, string> = { ru: 'ru-RU', kk: 'kk-KZ' };

/** `og:locale` of each language. */
export const OG_LOCALE: Record<Locale, string> = { ru: 'ru_RU', kk: 'kk_KZ' };

/** The language switch's words, each in its own language. */
export const LOCALE_SHORT_NAME: Record<Locale, string> = { ru: 'Рус', kk: 'Қаз' };
export const LOCALE_NAME: Record<Locale, string> = { ru: 'Русский', kk: 'Қазақша' };

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The language an address is in: '/kk/doctors-list/list' → 'kk', '/kk' → 'kk', '/kkk' → 'ru'. */
export function localeOfPath(pathname: string): Locale {
  for (const locale of LOCALES) {
    const base = LOCALE_BASENAME[locale];
    if (base && (pathname === base || pathname.startsWith(`${base}/`))) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The address without its language: '/kk/doctors-list/list' → '/doctors-list/list', '/kk' → '/'. */
export function pathWithoutLocale(pathname: string): string {
  const base = LOCALE_BASENAME[localeOfPath(pathname)];
  return pathname.slice(base.length) || '/';
}

/**
 * The same address in a language: ('/doctors-list/list?letter=а', 'kk') → '/kk/doctors-list/list?letter=а'.
 * The home page in Kazakh is '/kk', as React Router writes its basename's root.
 */
export function pathInLocale(path: string, locale: Locale): string {
  const url = new URL(path, 'http://site');
  const bare = pathWithoutLocale(url.pathname);
  const base = LOCALE_BASENAME[locale];
  const pathname = base && bare === '/' ? base : `${base}${bare}`;
  return `${pathname}${url.search}${url.hash}`;
}
