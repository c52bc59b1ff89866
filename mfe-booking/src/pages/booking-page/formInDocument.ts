import { BOOKING_FORM_ID, CONSENT_TICKED } from '../../booking/pageFields';
import type { PageErrors, PageForm } from './model';

/**
 * The form the server rendered, read back from the page being hydrated: its key, the values it was sent with
 * (and whatever the patient typed before the scripts came), its messages. The browser never ran the post's
 * action, so this is how hydration shows the very form the server sent instead of an empty one. Null when the
 * page is not the server's (the static shell, or a navigation in the browser).
 */
export function formInDocument(action: string): PageForm | null {
  if (typeof document === 'undefined') return null;
  const form = document.getElementById(BOOKING_FORM_ID);
  if (!(form instanceof HTMLFormElement) || form.getAttribute('action') !== action) return null;
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  const errors: PageErrors = {};
  for (const field of ['name', 'phone', 'consent'] as const) {
    const message = form.querySelector(`[data-error-for="${field}"]`)?.textContent;
    if (message) errors[field] = message;
  }
  return {
    values: { name: text('name'), phone: text('phone'), consent: data.get('consent') === CONSENT_TICKED },
    errors,
    message: form.querySelector('[data-form-message]')?.textContent || null,
    key: text('key'),
  };
}
