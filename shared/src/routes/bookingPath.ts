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

/**
 * The booking page of a request, which every entry point also links to: '/booking/doctor/12', '/booking/mail'.
 * The booking remote serves it (a form that works without scripts); with scripts the dialog opens instead.
 */
export function bookingPath({ kind, targetId }: BookingRequest): string {
  return targetId === undefined
    ? pathTo(ROUTES.BOOKING_CALLBACK, { kind })
    : pathTo(ROUTES.BOOKING_APPOINTMENT, { kind, target: targetId });
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
