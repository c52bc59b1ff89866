/**
 * The booking form as pure transitions of one draft: fields, validation and the submission state machine
 * idle → invalid | sending → sent | failed. The model keeps one draft per target and wires these to events.
 */
import type { BookingRequest, CallbackRequest, Locale } from '@clinic/shared';
import { contactName, nameProblem, phoneDigits, phoneProblem, readPhone } from '@clinic/shared/contact';
import { type BookingMessage, bookingTextIn } from '../messages/bookingText';
import { type BookingPayload, bookingPayload } from './payload';
import { FIELD_MAX_LENGTH, NAME_LETTERS, NAME_TOO_LONG, PHONE_MESSAGES, REQUIRED } from './rules';
import type { FieldErrors, SendFailure } from './sendError';

export type FormStatus = 'idle' | 'invalid' | 'sending' | 'sent' | 'failed';

export interface FormValues {
  name: string;
  /** As the field shows it: '+7 (701) 123-45-67'. */
  phone: string;
  consent: boolean;
}

/** One logical submission: every attempt (retries included) sends this payload with this key. */
export interface Submission {
  key: string;
  payload: BookingPayload;
}

export interface Draft {
  values: FormValues;
  errors: FieldErrors;
  status: FormStatus;
  /** Above the button: a failure to retry, or a refusal that belongs to no field (in the page's language). */
  message: string | null;
  submission: Submission | null;
}

export const NO_TARGET_MESSAGE: BookingMessage = 'error.noTarget';

export const EMPTY_DRAFT: Draft = {
  values: { name: '', phone: '', consent: false },
  errors: {},
  status: 'idle',
  message: null,
  submission: null,
};

export const SENT_DRAFT: Draft = { ...EMPTY_DRAFT, status: 'sent' };

/**
 * SPEC §5: name and phone required ('Обязательное поле'), blank after trimming is empty; max length 500. The
 * messages are in `locale` (its catalogue loaded: the form that calls this has rendered in it).
 */
export function validateContact(
  values: FormValues,
  locale: Locale,
): {
  errors: FieldErrors;
  contact: CallbackRequest | null;
} {
  const say = bookingTextIn(locale);
  const errors: FieldErrors = {};
  const name = contactName(values.name);
  const nameIs = nameProblem(name);
  if (nameIs === 'empty') errors.name = say(REQUIRED);
  else if (nameIs === 'tooLong') errors.name = say(NAME_TOO_LONG, { max: FIELD_MAX_LENGTH });
  else if (nameIs === 'letters') errors.name = say(NAME_LETTERS);
  const entry = readPhone(values.phone);
  const problem = phoneProblem(entry);
  if (problem) errors.phone = say(PHONE_MESSAGES[problem]);
  const phone = phoneDigits(entry);
  return phone && !errors.name && !errors.phone
    ? { errors, contact: { name, phone } }
    : { errors, contact: null };
}

/**
 * A phone that cannot become a Kazakhstan number whatever is added (another country, too many digits) is said at
 * once, while typing; an unfinished one only on submit, so nobody is scolded mid-number.
 */
export function immediatePhoneError(phone: string, locale: Locale): string | undefined {
  const problem = phoneProblem(readPhone(phone));
  return problem === 'foreign' || problem === 'tooLong'
    ? bookingTextIn(locale)(PHONE_MESSAGES[problem])
    : undefined;
}

/** The patient typed: the edited fields lose their errors, and a refused or failed form is editable again. */
export function edited(draft: Draft, change: Partial<FormValues>): Draft {
  if (draft.status === 'sent') return draft;
  const errors = { ...draft.errors };
  if ('name' in change) delete errors.name;
  if ('phone' in change) delete errors.phone;
  const settled = draft.status === 'invalid' || draft.status === 'failed';
  return {
    ...draft,
    values: { ...draft.values, ...change },
    errors,
    status: settled ? 'idle' : draft.status,
    message: settled ? null : draft.message,
  };
}

const samePayload = (a: BookingPayload, b: BookingPayload) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Submit (the button, Enter, or 'Повторить'). Nothing happens while a send is pending or after success, nor
 * without consent; invalid data stays on screen with its errors and nothing is sent. Otherwise the draft is
 * sending, under the previous key if the payload is the one that failed before (a retry), else a new one.
 */
export function submitted(
  draft: Draft,
  request: BookingRequest,
  newKey: () => string,
  locale: Locale,
): { draft: Draft; send: Submission | null } {
  if (draft.status === 'sending' || draft.status === 'sent' || !draft.values.consent) {
    return { draft, send: null };
  }
  const { errors, contact } = validateContact(draft.values, locale);
  if (!contact) return { draft: { ...draft, status: 'invalid', errors, message: null }, send: null };
  const payload = bookingPayload(request, contact);
  if (!payload)
    return {
      draft: { ...draft, status: 'invalid', errors, message: bookingTextIn(locale)(NO_TARGET_MESSAGE) },
      send: null,
    };
  const previous = draft.submission;
  const submission =
    previous && samePayload(previous.payload, payload) ? previous : { key: newKey(), payload };
  return {
    draft: { ...draft, status: 'sending', errors: {}, message: null, submission },
    send: submission,
  };
}

/** The API refused the data (invalid) or could not be reached (failed); every typed character stays. */
export function failed(draft: Draft, failure: SendFailure): Draft {
  if (failure.type === 'rejected') {
    return { ...draft, status: 'invalid', errors: failure.fields, message: failure.message };
  }
  return { ...draft, status: 'failed', message: failure.message };
}
