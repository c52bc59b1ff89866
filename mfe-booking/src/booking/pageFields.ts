/** The consent box's value when ticked (`<input type="checkbox" name="consent" value="yes">`). */
export const CONSENT_TICKED = 'yes';
export const CONSENT_REQUIRED = 'Нужно ваше согласие на обработку персональных данных';
/** The hidden field of a booking page opened with a picked day: named as the API's field, which it becomes. */
export const PREFERRED_DATE_FIELD = 'preferred_date';
/** The booking page's form: hydration finds it by this id to read back what the server sent (formInDocument.ts). */
export const BOOKING_FORM_ID = 'booking-form';
