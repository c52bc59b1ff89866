/** What a failed send means for the patient: errors to show under the fields, or a message and 'Повторить'. */
import type { FieldError, Locale } from '@clinic/shared';
import { type BookingMessage, bookingTextIn } from '../messages/bookingText';

export type FieldName = 'name' | 'phone';
export type FieldErrors = Partial<Record<FieldName, string>>;

export type SendFailure =
  /** The API refused the data (400): its messages go under the fields, the rest above the button. */
  | { type: 'rejected'; fields: FieldErrors; message: string | null }
  /** Nothing was refused, the request just did not get through: the same submission may be retried. */
  | { type: 'unreachable'; message: string };

/**
 * Each says the typed values are kept and 'Повторить' sends them again. Only a device that knows it is offline
 * is told its connection failed: once a post has left, a timeout, a lost answer or any 5xx (nginx's own 502 when
 * the site servers die mid-post included) may follow a booking the clinic stored, so those say the outcome is
 * unknown, never «не удалось». Resending is safe: the same booking carries the same key.
 */
export const OFFLINE_MESSAGE: BookingMessage = 'error.offline';
export const TIMEOUT_MESSAGE: BookingMessage = 'error.timeout';
export const NO_ANSWER_MESSAGE: BookingMessage = 'error.noAnswer';
export const SERVER_MESSAGE: BookingMessage = 'error.server';
/**
 * The booking page's post is sent by the site server: when the clinic's API does not answer it, the patient's
 * connection is not the one that failed, and the booking may have reached the clinic. Resending is safe (the same
 * booking carries the same key), so the message says both.
 */
export const CLINIC_SERVER_MESSAGE: BookingMessage = 'error.clinicServer';
/** Statuses the site server answers a booking post with, before the clinic sees it, with a message of its own. */
const SITE_REFUSALS = new Set([400, 403, 429]);

/** The parts of an axios error this reads (without importing axios into the remote). */
interface HttpFailure {
  isAxiosError?: boolean;
  code?: string;
  response?: { status: number; data?: unknown };
}

function fieldErrorsOf(data: unknown): FieldError[] {
  const errors = (data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (error): error is FieldError =>
      typeof error?.field === 'string' && typeof error?.message === 'string' && error.message !== '',
  );
}

/**
 * The failure in `locale`'s words. The API's own messages (a 400's, the site server's) are shown as they came:
 * they are its content.
 */
export function describeSendError(error: unknown, locale: Locale): SendFailure {
  const say = bookingTextIn(locale);
  const failure = (typeof error === 'object' && error !== null ? error : {}) as HttpFailure;
  const response = failure.isAxiosError ? failure.response : undefined;
  if (failure.isAxiosError && !response) {
    const timedOut = failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT';
    if (timedOut) return { type: 'unreachable', message: say(TIMEOUT_MESSAGE) };
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return { type: 'unreachable', message: say(offline ? OFFLINE_MESSAGE : NO_ANSWER_MESSAGE) };
  }
  const errors = response?.status === 400 ? fieldErrorsOf(response.data) : [];
  const said = (response?.data as { error?: unknown } | undefined)?.error;
  if (errors.length === 0 && response && SITE_REFUSALS.has(response.status) && typeof said === 'string') {
    return { type: 'unreachable', message: said };
  }
  if (errors.length === 0) return { type: 'unreachable', message: say(SERVER_MESSAGE) };
  const fields: FieldErrors = {};
  const others: string[] = [];
  for (const { field, message } of errors) {
    if ((field === 'name' || field === 'phone') && !fields[field]) fields[field] = message;
    else if (field !== 'name' && field !== 'phone') others.push(message);
  }
  return {
    type: 'rejected',
    fields,
    message: others.length > 0 ? say('error.rejected', { reasons: others.join('; ') }) : null,
  };
}
