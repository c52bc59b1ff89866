/**
 * The phone of every booking form. SPEC §5: mask +7 (###) ###-##-##, sent as the digit 7 followed by the ten
 * unmasked digits. Kazakhstan numbers are written three ways ('8 701 123 45 67', '+7 701 123 4567',
 * '87011234567'); all of them are the same number.
 */

/** SPEC §5: what the patient sees while typing. */
export const PHONE_MASK = '+7 (000) 000-00-00';
export const PHONE_PLACEHOLDER = '+7 (___) ___-__-__';
/** The fixed start of the mask: the country code and the opening bracket. */
const PHONE_PREFIX = '+7 (';
const NATIONAL_DIGITS = 10;

/**
 * A whole phone number as a patient types or pastes it → '7' and the ten national digits, or null when it is
 * not one whole Kazakhstan number (too short, too long, letters, another country code).
 */
export function normalizePhone(input: string): string | null {
  const text = input.trim();
  if (text === '' || /[^\d\s()+\-.]/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) {
    return digits.length === NATIONAL_DIGITS + 1 && digits.startsWith('7') ? digits : null;
  }
  if (digits.length === NATIONAL_DIGITS) return `7${digits}`;
  if (digits.length === NATIONAL_DIGITS + 1 && /^[78]/.test(digits)) return `7${digits.slice(1)}`;
  return null;
}

/** True when nothing but the mask's own characters has been typed. */
export const isPhoneEmpty = (masked: string) => masked.replace(/\D/g, '').replace(/^7/, '') === '';

/**
 * IMask's `prepare`: runs on every inserted chunk (one typed character, a paste, an autofill) with the mask
 * holding what stands before the insertion point. A whole number inserted where no national digit stands yet
 * is normalised, so its leading 8, 7 or +7 becomes the mask's +7 instead of a first digit; a lone 8 or 7
 * typed into an empty field is the country (or trunk) code too.
 */
export function preparePhoneChunk(
  chunk: string,
  masked: { value: string; unmaskedValue: string },
  flags: { tail?: boolean } = {},
): string {
  if (masked.unmaskedValue !== '' || flags.tail) return chunk;
  const whole = normalizePhone(chunk);
  const prefixLeft = PHONE_PREFIX.slice(masked.value.length);
  if (whole) return prefixLeft + whole.slice(1);
  if (masked.value === '' && /^[78]$/.test(chunk)) return PHONE_PREFIX;
  return chunk;
}

/** The options the phone input gives react-imask (one object, so the mask is created once). */
export const PHONE_MASK_OPTIONS = {
  mask: PHONE_MASK,
  lazy: true,
  prepare: preparePhoneChunk,
};
