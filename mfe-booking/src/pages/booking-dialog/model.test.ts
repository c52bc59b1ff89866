import {
  $bookingRequest,
  $locale,
  type BookingRequest,
  bookingRequested,
  bookingSucceeded,
} from '@clinic/shared';
import { allSettled, createWatch, fork, type Scope, scopeBind } from 'effector';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGE } from '../../booking/sendError';
import { bookingTextIn } from '../../messages/bookingText';
import {
  $draft,
  $targetName,
  confirmationShownFx,
  consentChanged,
  dismissed,
  formSubmitted,
  nameChanged,
  phoneChanged,
  sendFx,
  targetNameFx,
} from './model';

const SERVICE: BookingRequest = { kind: 'services', targetId: 7 };
const axiosError = (status?: number, data?: unknown) => ({
  isAxiosError: true,
  response: status ? { status, data } : undefined,
});

interface Sent {
  key: string;
  body: unknown;
}

/** A scope whose API answers with `answers` in turn (a value resolves, an Error-like object rejects). */
function setup(answers: Array<'ok' | object | Promise<never>> = ['ok']) {
  const sent: Sent[] = [];
  const scope = fork({
    handlers: [
      [
        sendFx,
        async ({ submission }: { submission: { key: string; payload: { body: unknown } } }) => {
          sent.push({ key: submission.key, body: submission.payload.body });
          const answer = answers[sent.length - 1] ?? 'ok';
          if (answer === 'ok') return { data: { id: 'x', status: 'accepted' } };
          if (answer instanceof Promise) return answer;
          throw answer;
        },
      ],
      [confirmationShownFx, async () => {}],
      [targetNameFx, async (request: BookingRequest) => `Услуга ${request.targetId}`],
    ],
  });
  return { scope, sent };
}

async function fill(scope: Scope, name = 'Айгуль', phone = '+7 (701) 123-45-67', consent = true) {
  await allSettled(nameChanged, { scope, params: name });
  await allSettled(phoneChanged, { scope, params: phone });
  await allSettled(consentChanged, { scope, params: consent });
}

const open = (scope: Scope, request: BookingRequest = SERVICE) =>
  allSettled(bookingRequested, { scope, params: request });
const submit = (scope: Scope) => allSettled(formSubmitted, { scope });

describe('booking form states', () => {
  it('starts idle with consent unticked, and shows the name of what is booked', async () => {
    const { scope } = setup();
    await open(scope);
    expect(scope.getState($draft)).toMatchObject({ status: 'idle', values: { consent: false } });
    expect(scope.getState($targetName)).toBe('Услуга 7');
  });

  it('idle → invalid: an empty (blank) name is required and nothing is sent', async () => {
    const { scope, sent } = setup();
    await open(scope);
    await fill(scope, '   ');
    await submit(scope);
    expect(scope.getState($draft)).toMatchObject({
      status: 'invalid',
      errors: { name: 'Обязательное поле' },
    });
    expect(sent).toEqual([]);
    await allSettled(nameChanged, { scope, params: 'А' });
    expect(scope.getState($draft)).toMatchObject({ status: 'idle', errors: {} });
  });

  it('sends nothing without consent', async () => {
    const { scope, sent } = setup();
    await open(scope);
    await fill(scope, 'Айгуль', '+7 (701) 123-45-67', false);
    await submit(scope);
    expect(sent).toEqual([]);
    expect(scope.getState($draft).status).toBe('idle');
  });

  it('sending: a second submit while pending sends nothing more', async () => {
    let release: (value: never) => void = () => {};
    const pending = new Promise<never>((resolve) => {
      release = resolve;
    });
    const { scope, sent } = setup([pending]);
    await open(scope);
    await fill(scope);
    const first = submit(scope);
    expect(scope.getState($draft).status).toBe('sending');
    // A double click (or Enter pressed again) while the request is pending.
    scopeBind(formSubmitted, { scope })();
    expect(sent).toHaveLength(1);
    release(undefined as never);
    await first;
    expect(sent).toHaveLength(1);
  });

  it('sent: trims the name, sends the phone as 7 + ten digits, confirms, announces and closes', async () => {
    const { scope, sent } = setup();
    const succeeded: BookingRequest[] = [];
    createWatch({ unit: bookingSucceeded, scope, fn: (request) => succeeded.push(request) });
    await open(scope);
    await fill(scope, '  Айгуль Нурланова ');
    await submit(scope);
    expect(sent).toEqual([
      { key: expect.any(String), body: { service_id: 7, name: 'Айгуль Нурланова', phone: '77011234567' } },
    ]);
    expect(succeeded).toEqual([SERVICE]);
    // The confirmation was shown (its timer ran), then the dialog closed and the bus heard it.
    expect(scope.getState($bookingRequest)).toBeNull();
    await open(scope);
    expect(scope.getState($draft)).toMatchObject({ status: 'idle', values: { name: '' } });
  });

  it('failed: a 500 keeps every value, and the retry reuses the key and succeeds', async () => {
    const { scope, sent } = setup([axiosError(500), 'ok']);
    await open(scope);
    await fill(scope);
    await submit(scope);
    expect(scope.getState($draft)).toMatchObject({
      status: 'failed',
      message: bookingTextIn('ru')(SERVER_MESSAGE),
      values: { name: 'Айгуль', phone: '+7 (701) 123-45-67', consent: true },
    });
    await submit(scope);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(scope.getState($bookingRequest)).toBeNull();
  });

  it('a changed payload after a failure is a new submission with a new key', async () => {
    const { scope, sent } = setup([axiosError(), 'ok']);
    await open(scope);
    await fill(scope);
    await submit(scope);
    expect(scope.getState($draft).message).toMatch(/мы не знаем, дошла ли заявка/);
    await allSettled(phoneChanged, { scope, params: '+7 (701) 123-45-68' });
    await submit(scope);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });

  it('400: the server’s field errors show under the fields', async () => {
    const errors = [
      { field: 'phone', message: 'Введите номер в формате +7 (XXX) XXX-XX-XX' },
      { field: 'service_id', message: 'Неизвестная услуга' },
    ];
    const { scope } = setup([axiosError(400, { errors })]);
    await open(scope);
    await fill(scope);
    await submit(scope);
    expect(scope.getState($draft)).toMatchObject({
      status: 'invalid',
      errors: { phone: 'Введите номер в формате +7 (XXX) XXX-XX-XX' },
      message: 'Заявка не принята: Неизвестная услуга.',
      values: { name: 'Айгуль' },
    });
  });

  it('keeps a draft per target across close and reopen until it is sent', async () => {
    const { scope } = setup([axiosError(503)]);
    await open(scope);
    await fill(scope, 'Данияр');
    await submit(scope);
    await allSettled(dismissed, { scope });
    expect(scope.getState($bookingRequest)).toBeNull();
    await open(scope, { kind: 'mail' });
    expect(scope.getState($draft).values.name).toBe('');
    await allSettled(dismissed, { scope });
    await open(scope);
    expect(scope.getState($draft)).toMatchObject({
      status: 'failed',
      values: { name: 'Данияр', consent: true },
    });
  });
});

describe('the day picked on a doctor’s page', () => {
  const DOCTOR_ON = (day: string): BookingRequest => ({ kind: 'doctor', targetId: 12, preferredDate: day });

  it('travels in the request as preferred_date', async () => {
    const { scope, sent } = setup();
    await open(scope, DOCTOR_ON('2026-11-28'));
    await fill(scope);
    await submit(scope);
    expect(sent).toEqual([
      {
        key: expect.any(String),
        body: { doctor_id: 12, name: 'Айгуль', phone: '77011234567', preferred_date: '2026-11-28' },
      },
    ]);
  });

  it('another day after a failure is another booking: a new key, the new day', async () => {
    const { scope, sent } = setup([axiosError(), 'ok']);
    await open(scope, DOCTOR_ON('2026-11-28'));
    await fill(scope);
    await submit(scope);
    await allSettled(dismissed, { scope });
    await open(scope, DOCTOR_ON('2026-11-30'));
    // The typed name and phone are kept for the same doctor; the day is the one picked now.
    expect(scope.getState($draft).values.name).toBe('Айгуль');
    await submit(scope);
    expect(sent.map((item) => (item.body as { preferred_date: string }).preferred_date)).toEqual([
      '2026-11-28',
      '2026-11-30',
    ]);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });
});

describe('on a Kazakh page', () => {
  it('says what to correct and why a send failed in Kazakh; the request is the same', async () => {
    const { scope, sent } = setup([axiosError(500), 'ok']);
    await allSettled($locale, { scope, params: 'kk' });
    await open(scope);
    await fill(scope, 'Айгүл', '+7 (701) 123');
    await submit(scope);
    expect(scope.getState($draft)).toMatchObject({
      status: 'invalid',
      errors: { phone: 'Нөмірді толық енгізіңіз: +7 (XXX) XXX-XX-XX' },
    });
    await allSettled(phoneChanged, { scope, params: '+7 (701) 123-45-67' });
    await submit(scope);
    expect(scope.getState($draft).message).toBe(bookingTextIn('kk')(SERVER_MESSAGE));
    await submit(scope);
    expect(sent.map(({ body }) => body)).toEqual([
      { service_id: 7, name: 'Айгүл', phone: '77011234567' },
      { service_id: 7, name: 'Айгүл', phone: '77011234567' },
    ]);
  });
});
