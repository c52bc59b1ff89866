import type { BookingKind, BookingRequest } from '../bus/contract';
import { pathTo, ROUTES } from './paths';

export const BOOKING_KINDS: readonly BookingKind[] = [
  'services',
  'promotion',
  'doctor',
  'checkup',
  'consult',
  'mail',
];
/** The kinds that book something specific (a service, a promotion, a doctor, a check-up): their page has its id. */
export const APPOINTMENT_KINDS: readonly BookingKind[] = ['services', 'promotion', 'doctor', 'checkup'];

/** The booking page's query: the picked day (`?day=2026-11-28`) and the entry point's words (`?entry=online`). */
export const BOOKING_DAY_PARAM = 'day';
export const BOOKING_ENTRY_PARAM = 'entry';

/**
 * The booking page of a request, which every entry point also links to: '/booking/doctor/12', '/booking/mail',
 * '/booking/doctor/12?day=2026-11-28', '/booking/mail?entry=online'. The booking remote serves it (a form that
 * works without scripts); with scripts the dialog opens instead.
 */
export function bookingPath({ kind, targetId, preferredDate, entry }: BookingRequest): string {
  const path =
    targetId === undefined
      ? pathTo(ROUTES.BOOKING_CALLBACK, { kind })
      : pathTo(ROUTES.BOOKING_APPOINTMENT, { kind, target: targetId });
  const query = new URLSearchParams();
  if (preferredDate) query.set(BOOKING_DAY_PARAM, preferredDate);
  if (entry) query.set(BOOKING_ENTRY_PARAM, entry);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The request a booking page's address asks for, or null when no entry point links there. */
export function bookingRequestAt(params: { kind?: string; target?: string }): BookingRequest | null {
  const kind = BOOKING_KINDS.find((known) => known === params.kind);
  if (!kind) return null;
  const appointment = APPOINTMENT_KINDS.includes(kind);
  if (!appointment) return params.target === undefined ? { kind } : null;
  if (params.target === undefined || !/^[1-9]\d{0,9}$/.test(params.target)) return null;
  return { kind, targetId: Number(params.target) };
}
