import { escapeHtml } from '@clinic/shared';
import { callInstead, plainPage } from '../pipeline/postProblemPage';

/** What the patient sent, as the booking form names its fields. */
export interface SentValues {
  name: string;
  phone: string;
  /** The consent box's value when it was ticked. */
  consent?: string;
  /** The day picked on the doctor's page, a hidden field of the booking form (sent on as it came). */
  preferred_date?: string;
}

export type ResendReason = 'unknown-outcome' | 'check-again';

const TEXTS: Record<ResendReason, { status: number; title: string; text: string }> = {
  // The post reached the clinic's API, which did not answer in time: it may have been stored. Sending again
  // is safe (the same booking carries the same key), so the page says exactly that and keeps everything.
  'unknown-outcome': {
    status: 503,
    title: 'Мы не знаем, дошла ли заявка',
    text: 'Сервер клиники не ответил вовремя, поэтому мы не знаем, дошла ли ваша заявка. Ваши данные сохранены ниже. Отправьте заявку ещё раз: если первая уже дошла, вторая не появится, и мы перезвоним один раз.',
  },
  // The form's token was missing, old, for another form, or the post came too soon after the form was served.
  'check-again': {
    status: 400,
    title: 'Проверьте заявку',
    text: 'Мы не смогли убедиться, что форму отправил человек, поэтому заявка пока не ушла. Ваши данные сохранены ниже: проверьте их и нажмите «Отправить».',
  },
};

/**
 * The booking form again, as plain HTML from the site server itself (no render thread, no script): every value
 * the patient sent, the same submission key and a fresh form token (set by the caller), posting to the same
 * address. What a person sees when the site could not tell what happened to their post, never a dead end.
 */
export function resendForm(
  reason: ResendReason,
  action: string,
  values: SentValues,
  key: string,
): { status: number; html: string } {
  const { status, title, text } = TEXTS[reason];
  const field = (id: string, label: string, name: string, value: string, extra: string) =>
    `<p><label for="${id}">${label}</label><br><input id="${id}" name="${name}" value="${escapeHtml(value)}" required ${extra}></p>`;
  const dayField =
    values.preferred_date === undefined
      ? ''
      : `<input type="hidden" name="preferred_date" value="${escapeHtml(values.preferred_date)}">\n`;
  const form = `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="key" value="${escapeHtml(key)}">
${dayField}${field('resend-name', 'Ваше имя', 'name', values.name, 'autocomplete="name" maxlength="500"')}
${field('resend-phone', 'Телефон', 'phone', values.phone, 'type="tel" inputmode="tel" autocomplete="tel"')}
<p><label><input type="checkbox" name="consent" value="${escapeHtml(values.consent ?? 'yes')}"${values.consent ? ' checked' : ''}> Согласен на обработку персональных данных</label></p>
<p><button type="submit">${reason === 'unknown-outcome' ? 'Отправить ещё раз' : 'Отправить'}</button></p>
</form>`;
  return {
    status,
    html: plainPage(
      title,
      `<p>${escapeHtml(text)}</p>\n${form}\n${callInstead({ href: '/', label: 'На главную' })}`,
    ),
  };
}
