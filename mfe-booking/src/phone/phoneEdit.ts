/**
 * One change of the phone field (a keystroke, a deletion, a paste, an autofill) → the new entry, what the field
 * shows and where the caret goes. The change is read from the text before and after it and the caret after it,
 * so the field needs no mask library's incremental state: digits keep their place, separators are the field's own.
 */
import { layoutPhone, type PhoneEntry, readPhone, SHOWN_PREFIX, settleDigits } from '@clinic/shared/contact';

export interface PhoneFieldState {
  entry: PhoneEntry;
  shown: string;
  /** Where the caret goes after the change (the end when the whole value was replaced). */
  caret: number;
}

export function phoneFieldState(entry: PhoneEntry, caret?: number): PhoneFieldState {
  const { shown } = layoutPhone(entry);
  return { entry, shown, caret: caret ?? shown.length };
}

const commonPrefix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
};

const commonSuffix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && length < b.length && a[a.length - 1 - length] === b[b.length - 1 - length]) {
    length += 1;
  }
  return length;
};

/**
 * @param text the field's value after the browser applied the change
 * @param caret the caret after the change (the end of what was inserted)
 * @param inputType the InputEvent's inputType: a Backspace or Delete over a separator removes the digit beside it
 */
export function editPhone(before: PhoneEntry, text: string, caret: number, inputType = ''): PhoneFieldState {
  const { shown: old, slots } = layoutPhone(before);
  // Outside a national number (empty, '+', another country) the whole text is read afresh.
  if (before.kind !== 'national' || old === '') {
    const entry = readPhone(text);
    return phoneFieldState(entry, entry.kind === 'foreign' ? Math.min(caret, text.length) : undefined);
  }
  const suffix = Math.min(commonSuffix(old, text), text.length - caret);
  const from = Math.min(commonPrefix(old, text), caret, old.length - suffix);
  const to = old.length - suffix;
  const inserted = text.slice(from, text.length - suffix);

  let cut = slots.filter((slot) => slot < from).length; // national digits before the change
  let resume = slots.filter((slot) => slot < to).length; // the first digit after it
  if (inserted === '' && cut === resume && to > from) {
    // Only a separator was deleted: delete the digit beside it, as the key means.
    if (inputType === 'deleteContentBackward' && cut > 0) cut -= 1;
    else if (inputType === 'deleteContentForward') resume += 1;
  }
  const head = before.digits.slice(0, cut);
  const tail = before.digits.slice(resume);

  // A whole number pasted or autofilled over the start: read as written, its own 8, 7 or +7 included (and the
  // whole text when it replaced the field's +7 too: '+996…' is another country, not 996 after +7).
  if (cut === 0 && tail === '' && inserted.length > 1) {
    return phoneFieldState(readPhone(text.startsWith(SHOWN_PREFIX) ? inserted : text));
  }
  const added = inserted.replace(/\D/g, '');
  const digits = head + added + tail;
  if (digits === '' && inserted === '') return phoneFieldState(readPhone('')); // deleted down to nothing

  const entry = settleDigits(digits, before.countryGiven);
  const dropped = entry.kind === 'national' ? digits.length - entry.digits.length : 0;
  const next = layoutPhone(entry);
  const at = Math.max(0, cut + added.length - dropped);
  return { entry, shown: next.shown, caret: next.slots[at] ?? next.shown.length };
}
