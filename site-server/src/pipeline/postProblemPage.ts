import { CLINIC, escapeHtml } from '@clinic/shared';

/**
 * Why a post got no page from the site: a post no form of the site makes, none to take here, no render thread to
 * take it, too many from one address, or one sent from another site's page.
 */
export type PostProblem = 'forged' | 'not-taken' | 'unavailable' | 'too-many' | 'cross-site';

const TEXTS: Record<PostProblem, { status: number; title: string; text: string }> = {
  forged: {
    status: 400,
    title: 'Заявка не принята',
    text: 'Форма пришла в виде, в котором её не отправляет ни одна страница сайта. Ничего не отправлено. Откройте форму заново и заполните её ещё раз.',
  },
  'not-taken': {
    status: 405,
    title: 'Здесь нечего отправлять',
    text: 'Эта страница не принимает заявок. Ничего не отправлено.',
  },
  unavailable: {
    status: 503,
    title: 'Заявка не отправлена',
    text: 'Сервер сайта сейчас перегружен, и заявка не ушла. Вернитесь назад и отправьте её ещё раз через минуту.',
  },
  'too-many': {
    status: 429,
    title: 'Слишком много заявок',
    text: 'С вашего адреса за последние минуты пришло слишком много заявок, и эта не отправлена. Попробуйте ещё раз через несколько минут.',
  },
  'cross-site': {
    status: 403,
    title: 'Заявка не принята',
    text: 'Форма была отправлена со страницы другого сайта. Ничего не отправлено. Откройте форму записи на нашем сайте и заполните её там.',
  },
};

/** The clinic's phone, for a patient who would rather call; and the way back. */
export function callInstead(back: { href: string; label: string }): string {
  const phone = CLINIC.bookingPhone;
  return `<p>Или позвоните: <a href="${escapeHtml(phone.href)}">${escapeHtml(phone.label)}</a>.</p>
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`;
}

/**
 * The document around a plain page: no script or style of its own, so it reads the same on any phone; no icon
 * to fetch either (as index.html: a browser would otherwise ask for /favicon.ico, which the site has not).
 */
export function plainPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(title)} — ${escapeHtml(CLINIC.name)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * The page a post gets when the site cannot show the form again. `formPath` leads back to the form (a refusal a
 * person can recover from); without it, home.
 */
export function postProblemPage(problem: PostProblem, formPath?: string): { status: number; html: string } {
  const { status, title, text } = TEXTS[problem];
  const back = formPath
    ? { href: formPath, label: 'Открыть форму заново' }
    : { href: '/', label: 'На главную' };
  return { status, html: plainPage(title, `<p>${escapeHtml(text)}</p>\n${callInstead(back)}`) };
}
