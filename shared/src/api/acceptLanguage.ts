/**
 * The language an API answer is in, from a request's `Accept-Language`. One rule for the reference API (which
 * answers in it) and the site server's API proxy (which forwards only its result): the site's own requests send
 * exactly `kk` or `ru`; anything else is a stranger's, and gets the same answer from both.
 * No imports but a type: the API and the site server load it (`@clinic/shared/server`) without the index.
 */
import type { Locale } from '../i18n/locale';

/** Longer than any browser's own list: a longer header is not read at all (Russian), whatever it holds. */
export const ACCEPT_LANGUAGE_MAX_LENGTH = 256;

/** A language range of RFC 9110 (`kk`, `kk-KZ`, `*`), then its parameters (`;q=0.9`). */
const RANGE = /^\s*([a-z]{1,8}(?:-[a-z0-9]{1,8})*|\*)\s*(?:;(.*))?$/i;
const QUALITY = /^\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i;

/** A range's weight: its `q` (1 when absent), or null when a parameter is malformed (the range is ignored). */
function weightOf(parameters: string | undefined): number | null {
  if (parameters === undefined) return 1;
  const quality = QUALITY.exec(parameters);
  return quality ? Number(quality[1]) : null;
}

/**
 * `kk`, `kk-KZ`, `kk;q=0.9, ru;q=0.8`, `en-US, kk;q=0.5` → 'kk'; `ru`, `ru-RU, kk;q=0.5`, `en`, `*`, absent,
 * malformed or too long → 'ru'. Kazakh when its weight is above Russian's (a language not named weighs 0), or
 * equal and named first; a wildcard names neither (Russian is the default either way).
 */
export function localeOfAcceptLanguage(header: string | readonly string[] | null | undefined): Locale {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (typeof text !== 'string' || text.length > ACCEPT_LANGUAGE_MAX_LENGTH) return 'ru';
  const weights: Partial<Record<Locale, number>> = {};
  let first: Locale | undefined;
  for (const part of text.split(',')) {
    const range = RANGE.exec(part);
    if (!range) continue;
    const [, tag = '', parameters] = range;
    const primary = tag.split('-')[0]?.toLowerCase();
    if (primary !== 'kk' && primary !== 'ru') continue;
    const weight = weightOf(parameters);
    // A language named twice (`kk-KZ, kk;q=0.5`) weighs its highest.
    if (weight === null || weight <= (weights[primary] ?? 0)) continue;
    weights[primary] = weight;
    first ??= primary;
  }
  const kk = weights.kk ?? 0;
  const ru = weights.ru ?? 0;
  return kk > ru || (kk > 0 && kk === ru && first === 'kk') ? 'kk' : 'ru';
}
