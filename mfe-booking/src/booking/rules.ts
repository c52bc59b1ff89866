/** The booking dialog's numbers and words: SPEC §4, §5 and §9, each in one place. */
import type { BookingEntry, BookingKind, BookingRequest } from '@clinic/shared';
import { NAME_MAX_LENGTH, type PhoneProblem } from '@clinic/shared/contact';
import type { BookingMessage } from '../messages/bookingText';

/** SPEC §9: dialog width 330 px on the callback form, max 600 px by default. */
export const CALLBACK_DIALOG_WIDTH_PX = 330;
export const DIALOG_MAX_WIDTH_PX = 600;
/** SPEC §9: transitions 300 ms in, 200 ms out. */
export const DIALOG_ENTER_MS = 300;
export const DIALOG_EXIT_MS = 200;
/** SPEC §4: persistent dialogs pulse (200 ms) instead of closing on an outside click. */
export const PERSISTENT_PULSE_MS = 200;
/** SPEC §5: text field max length default 500 (the name's, which every form and the server check alike). */
export const FIELD_MAX_LENGTH = NAME_MAX_LENGTH;
/** How long the confirmation stays on screen before the dialog closes by itself. */
export const SENT_CLOSE_DELAY_MS = 2500;

/** SPEC §5 and the error catalogue of §8 ('Обязательное поле'…): messages of the catalogue, said per language. */
export const REQUIRED: BookingMessage = 'error.required';
/** Said with `{ max: FIELD_MAX_LENGTH }`. */
export const NAME_TOO_LONG: BookingMessage = 'error.nameTooLong';
export const NAME_LETTERS: BookingMessage = 'error.nameLetters';
export const PHONE_INCOMPLETE: BookingMessage = 'error.phoneIncomplete';

/** What the phone field says for each reason a number is not whole (docs/booking.md, the phone rules). */
export const PHONE_MESSAGES: Record<PhoneProblem, BookingMessage> = {
  empty: REQUIRED,
  incomplete: PHONE_INCOMPLETE,
  tooLong: 'error.phoneTooLong',
  foreign: 'error.phoneForeign',
  badCode: 'error.phoneBadCode',
};

export interface KindView {
  title: BookingMessage;
  /** What the target is called in the dialog ('Услуга: {name}'); absent for the callback forms. */
  target?: BookingMessage;
  lead: BookingMessage;
  /** The callback form (consult, mail): the 330 px dialog. */
  callback: boolean;
  /**
   * A persistent dialog pulses instead of closing on an outside click or Escape and is left with its
   * 'Отмена' button; a non-persistent one has a close button and closes on Escape or an outside click.
   */
  persistent: boolean;
}

/**
 * Appointment dialogs (a service, a promotion, a doctor, a check-up) are persistent: the patient is in the
 * middle of booking something specific, so a stray tap beside the dialog must not dismiss it. The callback
 * forms (consult, mail) are light, opened from anywhere, and close as easily as they open.
 */
export const KIND_VIEWS: Record<BookingKind, KindView> = {
  services: {
    title: 'title.services',
    target: 'target.services',
    lead: 'lead.appointment',
    callback: false,
    persistent: true,
  },
  promotion: {
    title: 'title.promotion',
    target: 'target.promotion',
    lead: 'lead.appointment',
    callback: false,
    persistent: true,
  },
  doctor: {
    title: 'title.doctor',
    target: 'target.doctor',
    lead: 'lead.appointment',
    callback: false,
    persistent: true,
  },
  checkup: {
    title: 'title.checkup',
    target: 'target.checkup',
    lead: 'lead.appointment',
    callback: false,
    persistent: true,
  },
  consult: {
    title: 'title.consult',
    lead: 'lead.consult',
    callback: true,
    persistent: false,
  },
  mail: { title: 'title.mail', lead: 'lead.callback', callback: true, persistent: false },
};

/**
 * One kind is offered under several words: the generic callback (`mail`) is 'заказать обратный звонок' on the
 * contacts page, 'Записаться онлайн' in the menu and on the home page, 'Получить консультацию' for corporate
 * clients; the consultation is also the calculator's 'Записаться'. The dialog's title answers the words the
 * patient tapped (the request's `entry`), else its kind's.
 */
export const ENTRY_TITLES: Record<BookingEntry, BookingMessage> = {
  online: 'title.online',
  consultation: 'title.consult',
  analyses: 'title.analyses',
};

/** The title's message ('Запись к врачу', 'Онлайн-запись'…). */
export function dialogTitle({ kind, entry }: BookingRequest): BookingMessage {
  return (entry && ENTRY_TITLES[entry]) || KIND_VIEWS[kind].title;
}

/** SPEC §9: the width of the dialog of a kind, as CSS for the dialog's content. */
export function dialogWidth(kind: BookingKind): { width: string; maxW: string } {
  const viewportLimit = 'calc(100vw - 2rem)';
  return KIND_VIEWS[kind].callback
    ? { width: `${CALLBACK_DIALOG_WIDTH_PX}px`, maxW: viewportLimit }
    : { width: viewportLimit, maxW: `${DIALOG_MAX_WIDTH_PX}px` };
}
