import { CLINIC } from '../config/clinic';
import { escapeHtml } from '../html/escapeHtml';
import { type Locale, pathInLocale } from '../i18n/locale';
import { PLAIN_PAGE_WORDS, type PostProblem } from './refusalWords';

const STATUS: Record<PostProblem, number> = {
  forged: 400,
  'not-taken': 405,
  unavailable: 503,
  'too-many': 429,
  'cross-site': 403,
};

/** The clinic's phone, for a patient who would rather call; and the way back. */
export function callInstead(back: { href: string; label: string }, locale: Locale): string {
  const phone = CLINIC.bookingPhone;
  return `<p>${PLAIN_PAGE_WORDS[locale].orCall} <a href="${escapeHtml(phone.href)}">${escapeHtml(phone.label)}</a>.</p>
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`;
}

/**
 * The document around a plain page: no script or style of its own, so it reads the same on any phone; no icon
 * to fetch either (as index.html: a browser would otherwise ask for /favicon.ico, which the site has not).
 */
export function plainPage(title: string, body: string, locale: Locale): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(title)} — ${escapeHtml(PLAIN_PAGE_WORDS[locale].clinic)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * The page a post gets when the site cannot show the form again, in the language of the address posted to.
 * `formPath` leads back to the form (a refusal a person can recover from); without it, home.
 */
export function postProblemPage(
  problem: PostProblem,
  locale: Locale,
  formPath?: string,
): { status: number; html: string } {
  const words = PLAIN_PAGE_WORDS[locale];
  const { title, text } = words.problems[problem];
  const back = formPath
    ? { href: formPath, label: words.openFormAgain }
    : { href: pathInLocale('/', locale), label: words.home };
  return {
    status: STATUS[problem],
    html: plainPage(title, `<p>${escapeHtml(text)}</p>\n${callInstead(back, locale)}`, locale),
  };
}
