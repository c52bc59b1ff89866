import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  edited,
  failed,
  immediatePhoneError,
  NO_TARGET_MESSAGE,
  submitted,
  validateContact,
} from './form';
import { FIELD_MAX_LENGTH, NAME_LETTERS, PHONE_INCOMPLETE, PHONE_MESSAGES, REQUIRED } from './rules';

const values = (name: string, phone = '+7 (701) 123-45-67', consent = true) => ({ name, phone, consent });
let counter = 0;
const newKey = () => `key-${++counter}`;

describe('validateContact (SPEC §5)', () => {
  it('trims the name and sends the phone as 7 + ten digits', () => {
    expect(validateContact(values('  Айгуль  '))).toEqual({
      errors: {},
      contact: { name: 'Айгуль', phone: '77011234567' },
    });
  });

  it("says 'Обязательное поле' for a blank name and an empty phone", () => {
    expect(validateContact(values(' \t ', '+7 ('))).toEqual({
      errors: { name: REQUIRED, phone: REQUIRED },
      contact: null,
    });
  });

  it('refuses an incomplete phone and a name over the 500-character limit', () => {
    const { errors } = validateContact(values('А'.repeat(FIELD_MAX_LENGTH + 1), '+7 (701) 12'));
    expect(errors.phone).toBe(PHONE_INCOMPLETE);
    expect(errors.name).toMatch(/500/);
    expect(validateContact(values('А'.repeat(FIELD_MAX_LENGTH))).contact).not.toBeNull();
  });

  it.each([
    ['only a zero-width space', '\u200b'],
    ['no letter at all', '12345 !!'],
    ['a bidi override', 'Айгуль\u202eлугйа'],
    ['a control character', 'Ай\u0007гуль'],
    ['a zero-width joiner inside', 'Ай\u200dгуль'],
  ])("says 'Введите имя буквами' for a name of %s, and sends nothing", (_, name) => {
    expect(validateContact(values(name))).toEqual({ errors: { name: NAME_LETTERS }, contact: null });
  });

  it('sends a name composed (NFC) with its spaces collapsed, in any script, hyphens and apostrophes kept', () => {
    // «й» typed as «и» + a combining breve: the same name as the composed one.
    expect(validateContact(values('Аи\u0306гуль   Оспан-Кызы')).contact?.name).toBe('Айгуль Оспан-Кызы');
    expect(validateContact(values("D'Artagnan Ərlan")).contact?.name).toBe("D'Artagnan Ərlan");
  });
});

describe('phone messages: never a silent trim', () => {
  it.each([
    ['+7 (701) 555-66-77 8', PHONE_MESSAGES.tooLong],
    ['+996 555 123 456', PHONE_MESSAGES.foreign],
    ['+7 (015) 556-67-78', PHONE_MESSAGES.badCode],
  ])('%s is refused on submit with its own Russian message', (phone, message) => {
    expect(validateContact(values('Айгуль', phone))).toEqual({ errors: { phone: message }, contact: null });
  });

  it('says at once what no further digit can mend, and waits for submit with an unfinished number', () => {
    expect(immediatePhoneError('+7 (701) 555-66-77 8')).toBe(PHONE_MESSAGES.tooLong);
    expect(immediatePhoneError('+996 555')).toBe(PHONE_MESSAGES.foreign);
    expect(immediatePhoneError('+7 (701) 555')).toBeUndefined();
    expect(immediatePhoneError('+7 (701) 555-66-77')).toBeUndefined();
  });
});

describe('the submission state machine', () => {
  const request = { kind: 'checkup' as const, targetId: 3 };

  it('goes to sending with a new submission, then keeps its key for the same payload', () => {
    const first = submitted({ ...EMPTY_DRAFT, values: values('Айгуль') }, request, newKey);
    expect(first.draft.status).toBe('sending');
    expect(first.send?.payload).toEqual({
      kind: 'checkup',
      body: { checkup_id: 3, name: 'Айгуль', phone: '77011234567' },
    });
    const afterFailure = failed(first.draft, { type: 'unreachable', message: 'нет связи' });
    expect(afterFailure).toMatchObject({ status: 'failed', values: values('Айгуль') });
    const retry = submitted(afterFailure, request, newKey);
    expect(retry.send).toBe(first.send);
  });

  it('ignores a submit while sending or after success', () => {
    const sending = submitted({ ...EMPTY_DRAFT, values: values('Айгуль') }, request, newKey).draft;
    expect(submitted(sending, request, newKey)).toEqual({ draft: sending, send: null });
    const sent = { ...EMPTY_DRAFT, status: 'sent' as const, values: values('Айгуль') };
    expect(submitted(sent, request, newKey).send).toBeNull();
  });

  it('refuses an appointment that came without its target', () => {
    const { draft, send } = submitted(
      { ...EMPTY_DRAFT, values: values('Айгуль') },
      { kind: 'doctor' },
      newKey,
    );
    expect(send).toBeNull();
    expect(draft).toMatchObject({ status: 'invalid', message: NO_TARGET_MESSAGE });
  });

  it('clears the error of an edited field and makes a refused form editable again', () => {
    const refused = failed(
      { ...EMPTY_DRAFT, status: 'sending', values: values('') },
      { type: 'rejected', fields: { name: REQUIRED, phone: 'плохой номер' }, message: null },
    );
    expect(refused.status).toBe('invalid');
    const next = edited(refused, { name: 'Айгуль' });
    expect(next).toMatchObject({ status: 'idle', errors: { phone: 'плохой номер' } });
  });
});
