import type { BookingMessage } from '../messages/bookingText';

/** The consent box's value when ticked (`<input type="checkbox" name="consent" value="yes">`). */
export const CONSENT_TICKED = 'yes';
/** The page's server says so when the box was not ticked ('Нужно ваше согласие…'). */
export const CONSENT_REQUIRED: BookingMessage = 'error.consent';
/** The hidden field of a booking page opened with a picked day: named as the API's field, which it becomes. */
export const PREFERRED_DATE_FIELD = 'preferred_date';
/** The booking page's form: hydration finds it by this id to read back what the server sent (formInDocument.ts). */
export const BOOKING_FORM_ID = 'booking-form';
