import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_CATALOGS, bookingTextIn } from '../messages/bookingText';
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
const ru = bookingTextIn('ru');
const kk = bookingTextIn('kk');
beforeAll(() => Promise.all([BOOKING_CATALOGS.load('ru'), BOOKING_CATALOGS.load('kk')]));

describe('validateContact (SPEC §5)', () => {
  it('trims the name and sends the phone as 7 + ten digits', () => {
    expect(validateContact(values('  Айгуль  '), 'ru')).toEqual({
      errors: {},
      contact: { name: 'Айгуль', phone: '77011234567' },
    });
  });

  it("says 'Обязательное поле' for a blank name and an empty phone", () => {
    expect(validateContact(values(' \t ', '+7 ('), 'ru')).toEqual({
      errors: { name: 'Обязательное поле', phone: 'Обязательное поле' },
      contact: null,
    });
  });

  it('refuses an incomplete phone and a name over the 500-character limit', () => {
    const { errors } = validateContact(values('А'.repeat(FIELD_MAX_LENGTH + 1), '+7 (701) 12'), 'ru');
    expect(errors.phone).toBe(ru(PHONE_INCOMPLETE));
    expect(errors.name).toBe('Не более 500 символов');
    expect(validateContact(values('А'.repeat(FIELD_MAX_LENGTH)), 'ru').contact).not.toBeNull();
  });

  it.each([
    ['only a zero-width space', '\u200b'],
    ['no letter at all', '12345 !!'],
    ['a bidi override', 'Айгуль\u202eлугйа'],
    ['a control character', 'Ай\u0007гуль'],
    ['a zero-width joiner inside', 'Ай\u200dгуль'],
  ])("says 'Введите имя буквами' for a name of %s, and sends nothing", (_, name) => {
    expect(validateContact(values(name), 'ru')).toEqual({
      errors: { name: ru(NAME_LETTERS) },
      contact: null,
    });
  });

  it('sends a name composed (NFC) with its spaces collapsed, in any script, hyphens and apostrophes kept', () => {
    // «й» typed as «и» + a combining breve: the same name as the composed one.
    expect(validateContact(values('Аи\u0306гуль   Оспан-Кызы'), 'ru').contact?.name).toBe(
      'Айгуль Оспан-Кызы',
    );
    expect(validateContact(values("D'Artagnan Ərlan"), 'kk').contact?.name).toBe("D'Artagnan Ərlan");
  });
});

describe('phone messages: never a silent trim', () => {
  it.each([
    ['+7 (701) 555-66-77 8', PHONE_MESSAGES.tooLong],
    ['+996 555 123 456', PHONE_MESSAGES.foreign],
    ['+7 (015) 556-67-78', PHONE_MESSAGES.badCode],
  ])('%s is refused on submit with its own message', (phone, message) => {
    expect(validateContact(values('Айгуль', phone), 'ru')).toEqual({
      errors: { phone: ru(message) },
      contact: null,
    });
    expect(validateContact(values('Айгуль', phone), 'kk')).toEqual({
      errors: { phone: kk(message) },
      contact: null,
    });
  });

  it('says at once what no further digit can mend, and waits for submit with an unfinished number', () => {
    expect(immediatePhoneError('+7 (701) 555-66-77 8', 'ru')).toBe(ru(PHONE_MESSAGES.tooLong));
    expect(immediatePhoneError('+996 555', 'kk')).toBe(kk(PHONE_MESSAGES.foreign));
    expect(immediatePhoneError('+7 (701) 555', 'ru')).toBeUndefined();
    expect(immediatePhoneError('+7 (701) 555-66-77', 'kk')).toBeUndefined();
  });
});

describe('the messages in Kazakh (a Kazakh page)', () => {
  it('says what to correct in Kazakh, and still sends 7 and ten digits', () => {
    expect(validateContact(values(' ', ''), 'kk').errors).toEqual({
      name: 'Міндетті өріс',
      phone: 'Міндетті өріс',
    });
    expect(validateContact(values('12345', '+7 (701) 12'), 'kk').errors).toEqual({
      name: 'Атыңызды әріптермен жазыңыз',
      phone: 'Нөмірді толық енгізіңіз: +7 (XXX) XXX-XX-XX',
    });
    expect(validateContact(values('А'.repeat(FIELD_MAX_LENGTH + 1)), 'kk').errors.name).toBe(
      '500 таңбадан аспауы керек',
    );
    expect(validateContact(values('Айгүл', '8 701 555 66 77'), 'kk')).toEqual({
      errors: {},
      contact: { name: 'Айгүл', phone: '77015556677' },
    });
  });

  it.each([
    ['+7 (701) 555-66-77 8', 'Нөмірде артық цифрлар бар: +7-ден кейін дәл 10 цифр болуы керек'],
    ['+996 555 123 456', 'Қазақстандық нөмір қажет: +7 немесе 8 және 10 цифр'],
    [
      '+7 (015) 556-67-78',
      'Оператор немесе қала кодын тексеріңіз: +7-ден кейін ол 0, 1 немесе 2 цифрынан басталмайды',
    ],
  ])('a wrong phone %s: «%s»', (phone, message) => {
    expect(validateContact(values('Айгүл', phone), 'kk').errors.phone).toBe(message);
  });

  it('every Russian message has its own Kazakh one', () => {
    for (const id of [
      REQUIRED,
      NAME_LETTERS,
      PHONE_INCOMPLETE,
      ...Object.values(PHONE_MESSAGES),
      NO_TARGET_MESSAGE,
    ]) {
      expect(kk(id)).not.toBe(ru(id));
      expect(kk(id)).toMatch(/[әғқңөұүһі]/);
    }
  });
});

describe('the submission state machine', () => {
  const request = { kind: 'checkup' as const, targetId: 3 };

  it('goes to sending with a new submission, then keeps its key for the same payload', () => {
    const first = submitted({ ...EMPTY_DRAFT, values: values('Айгуль') }, request, newKey, 'ru');
    expect(first.draft.status).toBe('sending');
    expect(first.send?.payload).toEqual({
      kind: 'checkup',
      body: { checkup_id: 3, name: 'Айгуль', phone: '77011234567' },
    });
    const afterFailure = failed(first.draft, { type: 'unreachable', message: 'нет связи' });
    expect(afterFailure).toMatchObject({ status: 'failed', values: values('Айгуль') });
    const retry = submitted(afterFailure, request, newKey, 'ru');
    expect(retry.send).toBe(first.send);
  });

  it('ignores a submit while sending or after success', () => {
    const sending = submitted({ ...EMPTY_DRAFT, values: values('Айгуль') }, request, newKey, 'ru').draft;
    expect(submitted(sending, request, newKey, 'ru')).toEqual({ draft: sending, send: null });
    const sent = { ...EMPTY_DRAFT, status: 'sent' as const, values: values('Айгуль') };
    expect(submitted(sent, request, newKey, 'ru').send).toBeNull();
  });

  it('refuses an appointment that came without its target', () => {
    const { draft, send } = submitted(
      { ...EMPTY_DRAFT, values: values('Айгуль') },
      { kind: 'doctor' },
      newKey,
      'kk',
    );
    expect(send).toBeNull();
    expect(draft).toMatchObject({ status: 'invalid', message: kk(NO_TARGET_MESSAGE) });
  });

  it('clears the error of an edited field and makes a refused form editable again', () => {
    const refused = failed(
      { ...EMPTY_DRAFT, status: 'sending', values: values('') },
      { type: 'rejected', fields: { name: ru(REQUIRED), phone: 'плохой номер' }, message: null },
    );
    expect(refused.status).toBe('invalid');
    const next = edited(refused, { name: 'Айгуль' });
    expect(next).toMatchObject({ status: 'idle', errors: { phone: 'плохой номер' } });
  });
});
