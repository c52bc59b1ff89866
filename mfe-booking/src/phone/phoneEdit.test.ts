import { EMPTY_PHONE, normalizePhone, phoneProblem, readPhone } from '@clinic/shared/contact';
import { describe, expect, it } from 'vitest';
import { editPhone, type PhoneFieldState, phoneFieldState } from './phoneEdit';

/** Types characters one by one at the caret, as the input element does, starting from the given state. */
function type(keys: string, from: PhoneFieldState = phoneFieldState(EMPTY_PHONE)): PhoneFieldState {
  let state = from;
  for (const key of keys) {
    const text = state.shown.slice(0, state.caret) + key + state.shown.slice(state.caret);
    state = editPhone(state.entry, text, state.caret + 1, 'insertText');
  }
  return state;
}

/** Replaces the whole value in one input event: a paste over a selection, autofill, Playwright's fill(). */
function replaceAll(value: string, from: PhoneFieldState = phoneFieldState(EMPTY_PHONE)) {
  return editPhone(from.entry, value, value.length, 'insertReplacementText');
}

/** Backspace (or Delete) with the caret at `caret`. */
function erase(state: PhoneFieldState, caret: number, key: 'Backspace' | 'Delete' = 'Backspace') {
  const start = key === 'Backspace' ? caret - 1 : caret;
  const text = state.shown.slice(0, start) + state.shown.slice(start + 1);
  return editPhone(
    state.entry,
    text,
    start,
    key === 'Backspace' ? 'deleteContentBackward' : 'deleteContentForward',
  );
}

// Every form of SPEC §5's number a patient in Almaty writes: input → what the field shows → what is sent.
const WHOLE = '+7 (701) 555-66-77';
const TABLE: ReadonlyArray<readonly [input: string, shown: string, digits: string | null]> = [
  ['7015556677', WHOLE, '77015556677'],
  ['701 555 66 77', WHOLE, '77015556677'],
  ['701-555-66-77', WHOLE, '77015556677'],
  ['(701) 555 66 77', WHOLE, '77015556677'],
  ['87015556677', WHOLE, '77015556677'],
  ['8 701 555 66 77', WHOLE, '77015556677'],
  ['8 (701) 555-66-77', WHOLE, '77015556677'],
  ['77015556677', WHOLE, '77015556677'],
  ['7 701 555 66 77', WHOLE, '77015556677'],
  ['+77015556677', WHOLE, '77015556677'],
  ['+7 701 555 66 77', WHOLE, '77015556677'],
  ['+7 (701) 555-66-77', WHOLE, '77015556677'],
  ['+7-701-555-66-77', WHOLE, '77015556677'],
  ['7775556677', '+7 (777) 555-66-77', '77775556677'],
  ['7475556677', '+7 (747) 555-66-77', '77475556677'],
  ['87775556677', '+7 (777) 555-66-77', '77775556677'],
  ['77775556677', '+7 (777) 555-66-77', '77775556677'],
  ['7272555666', '+7 (727) 255-56-66', '77272555666'],
  ['701555667', '+7 (701) 555-66-7', null],
  ['+996 555 123 456', '+996 555 123 456', null],
  ['+7 701 555 66 77 8', '+7 (701) 555-66-77 8', null],
  ['870155566778', '+7 (701) 555-66-77 8', null],
  ['701555667788', '+7 (701) 555-66-77 88', null],
];

describe('the phone field: every way a Kazakhstan number is written ends at +7 (701) 555-66-77', () => {
  it.each(TABLE)('typed key by key: %s → %s → %s', (input, shown, digits) => {
    const state = type(input);
    expect(state.shown).toBe(shown);
    expect(normalizePhone(state.shown)).toBe(digits);
  });

  it.each(TABLE)('pasted or autofilled in one go: %s → %s → %s', (input, shown, digits) => {
    const state = replaceAll(input);
    expect(state.shown).toBe(shown);
    expect(normalizePhone(state.shown)).toBe(digits);
  });

  it.each(TABLE)('pasted over a number already there: %s → %s', (input, shown) => {
    expect(replaceAll(input, type('7771234567')).shown).toBe(shown);
  });
});

// Kazakhstan's mobile codes (700–708 and 747 Kcell/Activ and Beeline, 771 and 775–778 Tele2/Altel and Beeline):
// the bug was that each of them, typed as ten digits, lost its 7 to the country code.
const MOBILE_CODES = [
  ...['700', '701', '702', '703', '704', '705', '706', '707', '708'],
  ...['747', '771', '775', '776', '777', '778'],
];

describe.each(MOBILE_CODES)('ten digits of the mobile code %s', (code) => {
  const ten = `${code}5556677`;
  const shown = `+7 (${code}) 555-66-77`;

  it('typed without spaces, with spaces, with 8 or +7 in front: one number', () => {
    for (const input of [ten, `${code} 555 66 77`, `8${ten}`, `+7${ten}`, `7${ten}`]) {
      expect(type(input).shown, input).toBe(shown);
      expect(replaceAll(input).shown, input).toBe(shown);
    }
    expect(normalizePhone(type(ten).shown)).toBe(`7${ten}`);
  });
});

describe('editing in the middle', () => {
  const full = type('7015556677'); // +7 (701) 555-66-77
  const firstOfSecondGroup = full.shown.indexOf('555'); // 9

  it('Backspace after a digit deletes it and keeps the caret where the patient is', () => {
    const after = erase(full, firstOfSecondGroup + 1);
    expect(after.shown).toBe('+7 (701) 556-67-7');
    expect(after.caret).toBe(firstOfSecondGroup);
  });

  it('typing another digit there puts it in that place, and no digit moves into the country code', () => {
    const fixed = type('4', erase(full, firstOfSecondGroup + 1));
    expect(fixed.shown).toBe('+7 (701) 455-66-77');
    expect(fixed.caret).toBe(firstOfSecondGroup + 1);
    expect(normalizePhone(fixed.shown)).toBe('77014556677');
  });

  it('deleting the first digit of the code keeps the others national', () => {
    const after = erase(full, '+7 (7'.length);
    expect(after.shown).toBe('+7 (015) 556-67-7');
    expect(after.caret).toBe('+7 ('.length);
    const retyped = type('7', after);
    expect(retyped.shown).toBe(WHOLE);
    expect(retyped.caret).toBe('+7 (7'.length);
  });

  it('Backspace or Delete over a separator deletes the digit beside it', () => {
    const beforeBracket = erase(full, '+7 (701)'.length);
    expect(beforeBracket.shown).toBe('+7 (705) 556-67-7');
    expect(beforeBracket.caret).toBe('+7 (70'.length);
    const afterDash = erase(full, '+7 (701) 555'.length, 'Delete');
    expect(afterDash.shown).toBe('+7 (701) 555-67-7');
  });

  it('Backspace inside the country code changes nothing; deleting every digit empties the field', () => {
    expect(erase(full, 3).shown).toBe(WHOLE);
    let state = full;
    for (let i = 0; i < 10; i += 1) state = erase(state, state.shown.length);
    expect(state.shown).toBe('');
    expect(normalizePhone(state.shown)).toBeNull();
  });

  it('an eleventh digit after a number with its country code is too many, never a shifted number', () => {
    const extra = type('8', type('87775556677'));
    expect(extra.shown).toBe('+7 (777) 555-66-77 8');
    expect(phoneProblem(readPhone(extra.shown))).toBe('tooLong');
  });

  it('letters and brackets typed into the field change nothing', () => {
    expect(type('70a1 (555) б66-77').shown).toBe(WHOLE);
  });
});

describe('phoneProblem: why a number is not whole yet', () => {
  it.each([
    ['', 'empty'],
    ['+', 'incomplete'],
    ['+7 (701) 555', 'incomplete'],
    ['+7 (701) 555-66-77 8', 'tooLong'],
    ['+996 555 123 456', 'foreign'],
    ['+7 (015) 556-67-78', 'badCode'],
    [WHOLE, null],
  ])('%s → %s', (shown, problem) => {
    expect(phoneProblem(readPhone(shown))).toBe(problem);
  });

  it('normalizePhone reads a number written any way', () => {
    expect(normalizePhone('8 701 555 66 77')).toBe('77015556677');
    expect(normalizePhone('+8 701 555 66 77')).toBeNull();
  });
});
