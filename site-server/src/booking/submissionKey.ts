import { createHmac } from 'node:crypto';
import { normalizePhone, sameNameForm } from '@clinic/shared/contact';

/** What makes two booking posts the same booking: what is booked, and who asks for it. */
export interface Submission {
  /** The thing booked, as one string: the page's path, or the API path with the target's id. */
  target: string;
  name: string;
  phone: string;
  /**
   * The day the patient asked for (`preferred_date`), if any: two requests for different days are two
   * bookings, and the API must store both; the same day sent again is the same booking.
   */
  day?: string;
}

/** A number as the API stores it (7 and ten digits), however the patient typed it; else its digits as they are. */
const phoneForm = (phone: string) => normalizePhone(phone) ?? phone.replace(/\D/g, '');

/**
 * A booking's content as one opaque digest (keyed with the site secret: the guard's database never holds a
 * patient's phone or name, and no one outside can compute another patient's). Two posts of the same booking,
 * however the phone and the name were typed, have the same digest.
 */
export function submissionDigest(secret: Buffer, { target, name, phone, day }: Submission): string {
  const content = ['booking', target, sameNameForm(name), phoneForm(phone)];
  // Only when there is one: a booking without a day keeps the digest it always had.
  if (day) content.push(day);
  return createHmac('sha256', secret).update(JSON.stringify(content)).digest('hex');
}

/**
 * The Idempotency-Key of a booking whose first post this window was at `since`: 32 hex digits, as the booking
 * remote's keys are. The same booking sent again within the window (Back and resend, a reload, a second tab, a
 * lost answer) carries the same key, so the API stores it once, whatever key the browser had.
 */
export function submissionKey(secret: Buffer, digest: string, since: number): string {
  return createHmac('sha256', secret).update(`key ${digest} ${since}`).digest('hex').slice(0, 32);
}
