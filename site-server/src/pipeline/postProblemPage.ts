import { CLINIC, escapeHtml } from '@clinic/shared';

/** Why a post got no page from the site: a post no form of the site makes, or no render thread to take it. */
export type PostProblem = 'forged' | 'not-taken' | 'unavailable';

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
    text: 'Сервер сейчас перегружен, и заявка не ушла. Вернитесь назад и отправьте её ещё раз через минуту.',
  },
};

/**
 * The page a post gets when the site cannot show the form again: plain HTML with no script or style of its own,
 * so it reads the same on any phone. The clinic's phone is there for a patient who would rather call.
 */
export function postProblemPage(problem: PostProblem): { status: number; html: string } {
  const { status, title, text } = TEXTS[problem];
  const phone = CLINIC.bookingPhone;
  const html = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} — ${escapeHtml(CLINIC.name)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
<p>Или позвоните: <a href="${escapeHtml(phone.href)}">${escapeHtml(phone.label)}</a>.</p>
<p><a href="/">На главную</a></p></main></body></html>`;
  return { status, html };
}
