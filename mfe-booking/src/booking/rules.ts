/** The booking dialog's numbers and words: SPEC §4, §5 and §9, each in one place. */
import type { BookingEntry, BookingKind, BookingRequest } from '@clinic/shared';
import type { PhoneProblem } from '../phone/phoneNumber';

/** SPEC §9: dialog width 330 px on the callback form, max 600 px by default. */
export const CALLBACK_DIALOG_WIDTH_PX = 330;
export const DIALOG_MAX_WIDTH_PX = 600;
/** SPEC §9: transitions 300 ms in, 200 ms out. */
export const DIALOG_ENTER_MS = 300;
export const DIALOG_EXIT_MS = 200;
/** SPEC §4: persistent dialogs pulse (200 ms) instead of closing on an outside click. */
export const PERSISTENT_PULSE_MS = 200;
/** SPEC §5: text field max length default 500. */
export const FIELD_MAX_LENGTH = 500;
/** How long the confirmation stays on screen before the dialog closes by itself. */
export const SENT_CLOSE_DELAY_MS = 2500;

/** SPEC §5 and the error catalogue of §8. */
export const REQUIRED = 'Обязательное поле';
export const NAME_TOO_LONG = `Не более ${FIELD_MAX_LENGTH} символов`;
export const NAME_LETTERS = 'Введите имя буквами';
export const PHONE_INCOMPLETE = 'Введите номер полностью: +7 (XXX) XXX-XX-XX';

/** What the phone field says for each reason a number is not whole (docs/booking.md, the phone rules). */
export const PHONE_MESSAGES: Record<PhoneProblem, string> = {
  empty: REQUIRED,
  incomplete: PHONE_INCOMPLETE,
  tooLong: 'В номере лишние цифры: после +7 нужно ровно 10 цифр',
  foreign: 'Нужен номер в Казахстане: +7 или 8 и 10 цифр',
  badCode: 'Проверьте код оператора или города: после +7 он не начинается с 0, 1 или 2',
};

export interface KindView {
  title: string;
  /** What the target is called in the dialog ('Услуга: …'); absent for the callback forms. */
  targetLabel?: string;
  lead: string;
  /** The callback form (consult, mail): the 330 px dialog. */
  callback: boolean;
  /**
   * A persistent dialog pulses instead of closing on an outside click or Escape and is left with its
   * 'Отмена' button; a non-persistent one has a close button and closes on Escape or an outside click.
   */
  persistent: boolean;
}

const APPOINTMENT_LEAD = 'Оставьте имя и телефон — администратор перезвонит и подберёт удобное время.';
const CALLBACK_LEAD = 'Оставьте имя и телефон — мы перезвоним в рабочее время, 08:00–20:00.';

/**
 * Appointment dialogs (a service, a promotion, a doctor, a check-up) are persistent: the patient is in the
 * middle of booking something specific, so a stray tap beside the dialog must not dismiss it. The callback
 * forms (consult, mail) are light, opened from anywhere, and close as easily as they open.
 */
export const KIND_VIEWS: Record<BookingKind, KindView> = {
  services: {
    title: 'Запись на прием',
    targetLabel: 'Услуга',
    lead: APPOINTMENT_LEAD,
    callback: false,
    persistent: true,
  },
  promotion: {
    title: 'Запись по акции',
    targetLabel: 'Акция',
    lead: APPOINTMENT_LEAD,
    callback: false,
    persistent: true,
  },
  doctor: {
    title: 'Запись к врачу',
    targetLabel: 'Врач',
    lead: APPOINTMENT_LEAD,
    callback: false,
    persistent: true,
  },
  checkup: {
    title: 'Запись на check-up',
    targetLabel: 'Программа',
    lead: APPOINTMENT_LEAD,
    callback: false,
    persistent: true,
  },
  consult: {
    title: 'Консультация',
    lead: 'Оставьте имя и телефон — врач перезвонит и поможет выбрать анализы.',
    callback: true,
    persistent: false,
  },
  mail: { title: 'Обратный звонок', lead: CALLBACK_LEAD, callback: true, persistent: false },
};

/**
 * One kind is offered under several words: the generic callback (`mail`) is 'заказать обратный звонок' on the
 * contacts page, 'Записаться онлайн' in the menu and on the home page, 'Получить консультацию' for corporate
 * clients; the consultation is also the calculator's 'Записаться'. The dialog's title answers the words the
 * patient tapped (the request's `entry`), else its kind's.
 */
export const ENTRY_TITLES: Record<BookingEntry, string> = {
  online: 'Онлайн-запись',
  consultation: 'Консультация',
  analyses: 'Запись на анализы',
};

export function dialogTitle({ kind, entry }: BookingRequest): string {
  return (entry && ENTRY_TITLES[entry]) || KIND_VIEWS[kind].title;
}

/** SPEC §9: the width of the dialog of a kind, as CSS for the dialog's content. */
export function dialogWidth(kind: BookingKind): { width: string; maxW: string } {
  const viewportLimit = 'calc(100vw - 2rem)';
  return KIND_VIEWS[kind].callback
    ? { width: `${CALLBACK_DIALOG_WIDTH_PX}px`, maxW: viewportLimit }
    : { width: viewportLimit, maxW: `${DIALOG_MAX_WIDTH_PX}px` };
}
