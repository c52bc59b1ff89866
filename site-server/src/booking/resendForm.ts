import { escapeHtml, type Locale, pathInLocale } from '@clinic/shared';
import { callInstead, PLAIN_PAGE_WORDS, plainPage, type ResendReason } from '@clinic/shared/server';

/** What the patient sent, as the booking form names its fields. */
export interface SentValues {
  name: string;
  phone: string;
  /** The consent box's value when it was ticked. */
  consent?: string;
  /** The day picked on the doctor's page, a hidden field of the booking form (sent on as it came). */
  preferred_date?: string;
}

// unknown-outcome: the post reached the clinic's API, which did not answer in time: it may have been stored.
// Sending again is safe (the same booking carries the same key), so the page says exactly that and keeps
// everything. check-again: the form's token was missing, old, for another form, or the post came too soon.
// too-many, cross-site, not-accepted (the hidden field filled, as autofill sometimes does): refused, nothing
// sent, and still the person's words are theirs to send again later, from this site.
const STATUS: Record<ResendReason, number> = {
  'unknown-outcome': 503,
  'check-again': 400,
  'too-many': 429,
  'cross-site': 403,
  'not-accepted': 400,
};

/**
 * The booking form again, as plain HTML from the site server itself (no render thread, no script): every value
 * the patient sent, the same submission key and a fresh form token (set by the caller), posting to the same
 * address, in the address's language. What a person sees when the site could not tell what happened to their
 * post, never a dead end.
 */
export function resendForm(
  reason: ResendReason,
  locale: Locale,
  action: string,
  values: SentValues,
  key: string,
): { status: number; html: string } {
  const words = PLAIN_PAGE_WORDS[locale];
  const { title, text, send } = words.resend[reason];
  const field = (id: string, label: string, name: string, value: string, extra: string) =>
    `<p><label for="${id}">${label}</label><br><input id="${id}" name="${name}" value="${escapeHtml(value)}" required ${extra}></p>`;
  const dayField =
    values.preferred_date === undefined
      ? ''
      : `<input type="hidden" name="preferred_date" value="${escapeHtml(values.preferred_date)}">\n`;
  const form = `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="key" value="${escapeHtml(key)}">
${dayField}${field('resend-name', words.name, 'name', values.name, 'autocomplete="name" maxlength="500"')}
${field('resend-phone', words.phone, 'phone', values.phone, 'type="tel" inputmode="tel" autocomplete="tel"')}
<p><label><input type="checkbox" name="consent" value="${escapeHtml(values.consent ?? 'yes')}"${values.consent ? ' checked' : ''}> ${words.consent}</label></p>
<p><button type="submit">${send}</button></p>
</form>`;
  return {
    status: STATUS[reason],
    html: plainPage(
      title,
      `<p>${escapeHtml(text)}</p>\n${form}\n${callInstead({ href: pathInLocale('/', locale), label: words.home }, locale)}`,
      locale,
    ),
  };
}
