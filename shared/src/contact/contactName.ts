/**
 * A patient's name as every booking form takes it (SPEC §5). The booking dialog checks it with these rules, and
 * the site server makes a booking's digest from it, so two posts of one name however typed are one booking. The
 * reference API keeps its own copy of the rules (api/src/requests/validate.ts): it stands for the clinic's
 * backend, which does not share code with the site.
 */

/** SPEC §5: a text field's max length. */
export const NAME_MAX_LENGTH = 500;

/** Letters of any script: a name has at least one. */
const LETTER = /\p{L}/u;
/**
 * Characters no one types in a name and that change how it reads: control characters, and the invisible format
 * ones (zero-width spaces and joiners, bidi overrides and isolates, which can make a name display reversed).
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}]/u;

export type NameProblem = 'empty' | 'tooLong' | 'letters';

/** A name as one string however it was typed or pasted: composed (NFC), spaces trimmed and collapsed. */
export const contactName = (typed: string) => typed.normalize('NFC').trim().replace(/\s+/g, ' ');

/** Why `name` (as `contactName` gives it) cannot be sent, or null when it can. */
export function nameProblem(name: string): NameProblem | null {
  if (name === '') return 'empty';
  if (name.length > NAME_MAX_LENGTH) return 'tooLong';
  return LETTER.test(name) && !HIDDEN_CHARACTER.test(name) ? null : 'letters';
}

/** One name however it was typed, for comparing two bookings: `contactName` with its case folded. */
export const sameNameForm = (typed: string) => contactName(typed).toLocaleLowerCase('ru');
