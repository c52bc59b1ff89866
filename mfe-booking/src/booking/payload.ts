/** What each kind of booking sends, and where (SPEC §7; the mail kind's endpoint is documented in docs/booking.md). */
import {
  type BookingRequest,
  type CallbackRequest,
  type FeedbackType,
  requestCheckup,
  requestDoctor,
  requestPromotion,
  requestService,
  sendFeedback,
} from '@clinic/shared';

/**
 * Our extension of SPEC §7 (docs/booking.md): an appointment may carry the day the patient picked, 'YYYY-MM-DD'.
 * Absent when no day was picked; the reference API validates and stores it.
 */
type Appointment = CallbackRequest & { preferred_date?: string };

export type BookingPayload =
  | { kind: 'services'; body: Appointment & { service_id: number } }
  | { kind: 'promotion'; body: Appointment & { promotion_id: number } }
  | { kind: 'doctor'; body: Appointment & { doctor_id: number } }
  | { kind: 'checkup'; body: Appointment & { checkup_id: number } }
  | { kind: FeedbackType; body: CallbackRequest & { type: FeedbackType } };

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The body for a request and the patient's contact; null when an appointment kind came without its target. */
export function bookingPayload(request: BookingRequest, contact: CallbackRequest): BookingPayload | null {
  const id = request.targetId;
  switch (request.kind) {
    case 'consult':
    case 'mail':
      return { kind: request.kind, body: { ...contact, type: request.kind } };
  }
  if (id === undefined) return null;
  const day = request.preferredDate ? { preferred_date: request.preferredDate } : {};
  switch (request.kind) {
    case 'services':
      return { kind: 'services', body: { service_id: id, ...contact, ...day } };
    case 'promotion':
      return { kind: 'promotion', body: { promotion_id: id, ...contact, ...day } };
    case 'doctor':
      return { kind: 'doctor', body: { doctor_id: id, ...contact, ...day } };
    case 'checkup':
      return { kind: 'checkup', body: { checkup_id: id, ...contact, ...day } };
  }
}

/**
 * Sends one attempt of a submission; every attempt of the same submission carries the same key. `proof`: the
 * dialog's proof-of-work header (proof.ts); the booking page's post, sent from the server, has none.
 */
export function sendBooking(
  payload: BookingPayload,
  idempotencyKey: string,
  proof: Record<string, string> = {},
): Promise<unknown> {
  const config = { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey, ...proof } };
  switch (payload.kind) {
    case 'services':
      return requestService(payload.body, config);
    case 'promotion':
      return requestPromotion(payload.body, config);
    case 'doctor':
      return requestDoctor(payload.body, config);
    case 'checkup':
      return requestCheckup(payload.body, config);
    default:
      return sendFeedback(payload.body, config);
  }
}

/** A fresh key for a new submission (random, so two patients or two tabs never share one). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
