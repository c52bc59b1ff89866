import { INTL_LOCALE, type Locale, madeOnFirstUse } from '@clinic/shared';

/**
 * SPEC §1: the clinic's figures as the pages state them — 10 years of operation and 30,000+ people treated
 * (about page), 5000+ satisfied clients (mobile home block), 700+ corporate clients (corporate page).
 */
export const CLINIC_FIGURES = {
  yearsOfOperation: 10,
  peopleTreated: 30_000,
  satisfiedClients: 5000,
  corporateClients: 700,
} as const;

// Made on first use, as @clinic/shared's formatters are: the first Intl formatter of a page loads the locale's
// data (≈ 30 ms on a throttled phone), which at module level ran in the start-up task of every page.
const figureFormat = (locale: Locale) =>
  madeOnFirstUse(
    () => new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0, useGrouping: 'min2' }),
  );
/**
 * Kazakh groups thousands as Russian does (CLDR: '30 000'), so it is formatted with ru-RU's data, as the
 * prices are: a browser whose ICU data has no Kazakh (Chromium's trimmed icudtl.dat) formats kk-KZ as the root
 * locale ('30,000'), which would differ from the server's HTML.
 */
const figureFormats: Record<Locale, () => Intl.NumberFormat> = {
  ru: figureFormat('ru'),
  kk: figureFormat('ru'),
};

/**
 * '30 000+': a lower bound in the page's language (both group thousands with a no-break space);
 * four-digit numbers stay ungrouped ('5000+') in every engine.
 */
export const formatAtLeast = (value: number, locale: Locale): string =>
  `${figureFormats[locale]().format(value)}+`;
