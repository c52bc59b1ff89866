/**
 * The bus: the only thing that travels between the shell and the remotes. Every unit here is part of
 * @clinic/shared's public contract, versioned with its semver (a breaking change is a major bump).
 * Events are facts in the past tense; stores start with `$`.
 */
import { createEvent, createStore } from 'effector';
import { DEFAULT_LOCALE, type Locale, localeOfPath } from '../i18n/locale';
import { layoutWidth } from '../viewport/layoutWidth';
import { type Viewport, viewportForWidth } from '../viewport/rules';

/** What a booking dialog is for. `mail` is the generic callback (contacts, corporate clients, the menu). */
export type BookingKind = 'services' | 'promotion' | 'doctor' | 'checkup' | 'consult' | 'mail';

/**
 * Which words the patient tapped, where one kind is offered under several: the dialog's title follows them.
 * `online`: 'Записаться онлайн' (menu, home), `consultation`: 'Получить консультацию' (corporate clients),
 * `analyses`: the calculator's 'Записаться'. Absent: the kind's own title.
 */
export type BookingEntry = 'online' | 'consultation' | 'analyses';

export interface BookingRequest {
  kind: BookingKind;
  /** The service, promotion, doctor or check-up the patient asks about; absent for consult and mail. */
  targetId?: number;
  /** The day the patient picked ('YYYY-MM-DD'), sent as `preferred_date`; absent when none was picked. */
  preferredDate?: string;
  /** The entry point's words, for the dialog's title; absent: the kind's own title. */
  entry?: BookingEntry;
}

/** A patient asked for a callback or an appointment. Written by any app; read by the booking remote. */
export const bookingRequested = createEvent<BookingRequest>();
/** The booking dialog closed (sent or dismissed). Written by the booking remote. */
export const bookingClosed = createEvent();
/** A booking request was accepted by the API. Written by the booking remote. */
export const bookingSucceeded = createEvent<BookingRequest>();

/**
 * The request the booking dialog serves. Kept in a store so that a request made before the booking code
 * arrived (it loads lazily) is still served when it does.
 */
export const $bookingRequest = createStore<BookingRequest | null>(null)
  .on(bookingRequested, (_, request) => request)
  .reset(bookingClosed);

/**
 * A booking was requested on this page at least once: what serves requests (the shell's mount of the booking
 * remote, the remote's dialog) is mounted then and stays mounted, so the next request opens at once.
 */
export const $bookingEverRequested = createStore(false).on(bookingRequested, () => true);

/** The window width changed. Written by the shell only (and by a remote's standalone bootstrap). */
export const viewportMeasured = createEvent<number>();

const initialWidth = typeof window === 'undefined' ? 1280 : layoutWidth(window);

/** Width, mobile flag and page zoom of SPEC §2. Read by every app. */
export const $viewport = createStore<Viewport>(viewportForWidth(initialWidth)).on(
  viewportMeasured,
  (current, width) => {
    const next = viewportForWidth(width);
    return next.width === current.width ? current : next;
  },
);

/** The page's language was read from its address. Written by the shell only (the server: the request's scope). */
export const localeRead = createEvent<Locale>();

/**
 * The page's language: `/kk/…` Kazakh, else Russian. Read by every app; a remote built before it (contract
 * < 3.1) renders Russian. In the browser it starts from the address, so it is right before the shell writes it.
 */
export const $locale = createStore<Locale>(
  typeof window === 'undefined' ? DEFAULT_LOCALE : localeOfPath(window.location.pathname),
).on(localeRead, (_, locale) => locale);

/** A remote's code failed to load. Written by the shell's one failure handler; read by whoever reports it. */
export const remoteLoadFailed = createEvent<{ remote: string; message: string }>();
