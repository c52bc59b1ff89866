/** The consent box's value when ticked (`<input type="checkbox" name="consent" value="yes">`). */
export const CONSENT_TICKED = 'yes';
export const CONSENT_REQUIRED = 'Нужно ваше согласие на обработку персональных данных';
