/**
 * A Kazakhstan phone number as the patient gives it. SPEC §5: shown as +7 (###) ###-##-##, sent as '7' and the
 * ten national digits. Patients write it many ways ('701 555 66 77', '8 701 555 66 77', '+7 701 …',
 * '77015556677'), and every mobile code starts with 7 (700–708, 747, 771, 775–778): a first 7 is either the
 * country code or the start of the number. The count of digits decides, never the first keystroke: the entry
 * keeps the digits the patient gave, and the national ten are derived from their count and first digit.
 */

export const PHONE_PLACEHOLDER = '+7 (___) ___-__-__';
export const NATIONAL_LENGTH = 10;
/** What the field shows before the national digits: the country code and the opening bracket. */
export const SHOWN_PREFIX = '+7 (';

export type PhoneEntry =
  /** Digits after +7 (more than ten when the patient typed too many); countryGiven: a +7 or 8 came first. */
  | { kind: 'national'; digits: string; countryGiven: boolean }
  /** A lone '+', the start of an international number. */
  | { kind: 'plus' }
  /** '+' and another country's code: kept as typed, so the patient sees what is wrong. */
  | { kind: 'foreign'; text: string };

export type PhoneProblem = 'empty' | 'incomplete' | 'tooLong' | 'foreign' | 'badCode';

export const EMPTY_PHONE: PhoneEntry = { kind: 'national', digits: '', countryGiven: false };

/**
 * The digits typed after nothing or after the field's own +7: a leading 8 is the trunk code; eleven digits that
 * start with 7 and go on like a number of the +7 zone (3–9) carry their country code. Once a country code is
 * known, every further digit is national, so an extra digit shows as too many instead of shifting the number.
 */
export function settleDigits(digits: string, countryGiven: boolean): PhoneEntry {
  if (!countryGiven) {
    if (digits.startsWith('8')) return { kind: 'national', digits: digits.slice(1), countryGiven: true };
    if (digits.length === NATIONAL_LENGTH + 1 && /^7[3-9]/.test(digits)) {
      return { kind: 'national', digits: digits.slice(1), countryGiven: true };
    }
  }
  return { kind: 'national', digits, countryGiven };
}

/** A whole number as written, pasted or autofilled: '+7 701 555 66 77', '87015556677', '(701) 555-66-77'… */
export function readPhone(text: string): PhoneEntry {
  const written = text.trimStart();
  const digits = written.replace(/\D/g, '');
  if (!written.startsWith('+')) return settleDigits(digits, false);
  if (digits === '') return { kind: 'plus' };
  if (digits.startsWith('7')) return { kind: 'national', digits: digits.slice(1), countryGiven: true };
  return { kind: 'foreign', text: written.replace(/[^\d+\s()-]/g, '') };
}

/** What the field shows, and where each national digit stands in it (for the caret). */
export function layoutPhone(entry: PhoneEntry): { shown: string; slots: number[] } {
  if (entry.kind === 'plus') return { shown: '+', slots: [] };
  if (entry.kind === 'foreign') return { shown: entry.text, slots: [] };
  if (entry.digits === '' && !entry.countryGiven) return { shown: '', slots: [] };
  let shown = SHOWN_PREFIX;
  const slots: number[] = [];
  [...entry.digits].forEach((digit, index) => {
    shown += SEPARATOR_BEFORE[index] ?? '';
    slots.push(shown.length);
    shown += digit;
  });
  return { shown, slots };
}

/** +7 (###) ###-##-##, and a space before any digit past the tenth. */
const SEPARATOR_BEFORE: Record<number, string> = { 3: ') ', 6: '-', 8: '-', [NATIONAL_LENGTH]: ' ' };

export const showPhone = (entry: PhoneEntry) => layoutPhone(entry).shown;

/** Why the entry is not a whole Kazakhstan number yet, or null when it is one. */
export function phoneProblem(entry: PhoneEntry): PhoneProblem | null {
  if (entry.kind === 'foreign') return 'foreign';
  if (entry.kind === 'plus') return 'incomplete';
  const { digits } = entry;
  if (digits === '') return 'empty';
  if (digits.length > NATIONAL_LENGTH) return 'tooLong';
  if (/^[0-2]/.test(digits)) return 'badCode';
  return digits.length < NATIONAL_LENGTH ? 'incomplete' : null;
}

/** SPEC §5: what is sent, '7' and the ten national digits; null when the entry is not a whole number. */
export function phoneDigits(entry: PhoneEntry): string | null {
  return entry.kind === 'national' && phoneProblem(entry) === null ? `7${entry.digits}` : null;
}

/** A written number (as shown, typed or pasted) → what is sent, or null. */
export const normalizePhone = (text: string) => phoneDigits(readPhone(text));
