// @vitest-environment node
import { $locale, type Locale, setApiBaseUrl } from '@clinic/shared';
import { routeRequest } from '@clinic/shared/routing';
import { fork } from 'effector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedRequests } from '../../../../api/src/testing/storedRequests';
import { startTestServer, type TestServer } from '../../../../api/src/testing/testServer';
import { CONSENT_REQUIRED, CONSENT_TICKED } from '../../booking/pageFields';
import { PHONE_INCOMPLETE, PHONE_MESSAGES, REQUIRED } from '../../booking/rules';
import { bookingTextIn } from '../../messages/bookingText';
import { $forged, $refused } from './model';
import { submitBookingPost } from './submitBookingPost';

/** The booking page's post against the reference API: what the API stores is what the patient gets. */
let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
  setApiBaseUrl(`${api.baseUrl}/api`);
});
afterAll(() => api.stop());

const stored = () => storedRequests(api.dataDir);

let keys = 0;
const newKey = () => `0000000000000000000000000000${String(++keys).padStart(4, '0')}`;

async function post(params: Record<string, string>, fields: Record<string, string>, locale: Locale = 'ru') {
  const scope = fork({ values: [[$locale, locale]] });
  const request = routeRequest('/booking', '', { method: 'POST', body: new URLSearchParams(fields) });
  const response = await submitBookingPost({ request, params, context: { scope } });
  const location = response.headers.get('Location');
  const result = location ? { redirect: location, status: response.status } : { status: response.status };
  return { result, refused: scope.getState($refused), forged: scope.getState($forged) };
}

const FORM = { name: '  Айгуль ', phone: '701 555 66 77', consent: CONSENT_TICKED };

describe('the booking page’s post, taken on the server', () => {
  it.each([
    [{ kind: 'services', target: '1' }, 'service', { service_id: 1 }],
    [{ kind: 'promotion', target: '1' }, 'promotion', { promotion_id: 1 }],
    [{ kind: 'doctor', target: '1' }, 'doctor', { doctor_id: 1 }],
    [{ kind: 'checkup', target: '1' }, 'checkup', { checkup_id: 1 }],
    [{ kind: 'consult' }, 'feedback', { type: 'consult' }],
    [{ kind: 'mail' }, 'feedback', { type: 'mail' }],
  ])(
    '%o: valid → the dialog’s request (7 and ten digits, the form’s key) and a redirect',
    async (params, kind, target) => {
      const key = newKey();
      const before = stored().length;
      const { result } = await post(params, { ...FORM, key });
      expect(result).toEqual({ redirect: '/booking/sent', status: 303 });
      const rows = stored().slice(before);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind,
        idempotency_key: key,
        data: { name: 'Айгуль', phone: '77015556677', ...target },
      });
    },
  );

  it('the same post again (a resent form) carries the same key: stored once', async () => {
    const key = newKey();
    const before = stored().length;
    expect((await post({ kind: 'mail' }, { ...FORM, key })).result).toEqual({
      redirect: '/booking/sent',
      status: 303,
    });
    expect((await post({ kind: 'mail' }, { ...FORM, key })).result).toEqual({
      redirect: '/booking/sent',
      status: 303,
    });
    expect(stored().length - before).toBe(1);
  });

  it('invalid → the form again (422) with the messages beside the fields and every value kept; nothing sent', async () => {
    const key = newKey();
    const before = stored().length;
    const { result, refused } = await post(
      { kind: 'doctor', target: '1' },
      { name: 'Айгуль', phone: '701 555', key },
    );
    expect(result).toEqual({ status: 422 });
    expect(refused).toEqual({
      values: { name: 'Айгуль', phone: '701 555', consent: false },
      errors: {
        phone: 'Введите номер полностью: +7 (XXX) XXX-XX-XX',
        consent: 'Нужно ваше согласие на обработку персональных данных',
      },
      message: null,
      key,
    });
    const empty = await post({ kind: 'mail' }, { name: ' ', phone: '', consent: CONSENT_TICKED, key });
    expect(empty.refused?.errors).toEqual({ name: 'Обязательное поле', phone: 'Обязательное поле' });
    expect(stored().length).toBe(before);
  });

  it.each([
    ['an unknown kind', { kind: 'vip' }, { ...FORM, key: 'k' }],
    ['an appointment without its target', { kind: 'doctor' }, FORM],
    ['a callback with a target', { kind: 'mail', target: '1' }, FORM],
    ['a target that is not an id', { kind: 'doctor', target: '1e3' }, FORM],
    ['a target the API does not have', { kind: 'doctor', target: '999999' }, FORM],
    ['no key', { kind: 'mail' }, FORM],
    ['a key the page never writes', { kind: 'mail' }, { ...FORM, key: '<script>' }],
    ['no phone field', { kind: 'mail' }, { name: 'Айгуль', consent: CONSENT_TICKED }],
    ['a day that is no date', { kind: 'doctor', target: '1' }, { ...FORM, preferred_date: '2026-02-30' }],
    ['a day with a callback', { kind: 'mail' }, { ...FORM, preferred_date: '2026-11-28' }],
  ])('forged (%s) → 400, nothing sent', async (_, params, fields) => {
    const before = stored().length;
    const withKey = 'key' in fields || _ === 'no key' ? fields : { ...fields, key: newKey() };
    const { result, forged } = await post(
      params as Record<string, string>,
      withKey as Record<string, string>,
    );
    expect(result).toEqual({ status: 400 });
    expect(forged).toBe(true);
    expect(stored().length).toBe(before);
  });

  it('the API unreachable → the form again (503) with a message that nothing was lost, under the same key', async () => {
    const key = newKey();
    setApiBaseUrl('http://127.0.0.1:9/api');
    try {
      const { result, refused } = await post({ kind: 'mail' }, { ...FORM, key });
      expect(result).toEqual({ status: 503 });
      expect(refused?.key).toBe(key);
      expect(refused?.values.name).toBe(FORM.name);
      expect(refused?.message).toMatch(/сохранены/);
    } finally {
      setApiBaseUrl(`${api.baseUrl}/api`);
    }
  });

  it('the day picked on the doctor’s page (the form’s hidden field) is stored with the request', async () => {
    const day = new Date(Date.now() + (5 + 24 * 2) * 3_600_000).toISOString().slice(0, 10);
    const key = newKey();
    const before = stored().length;
    const { result } = await post({ kind: 'doctor', target: '1' }, { ...FORM, key, preferred_date: day });
    expect(result).toEqual({ redirect: '/booking/sent', status: 303 });
    expect(stored().slice(before)).toEqual([
      expect.objectContaining({
        kind: 'doctor',
        data: { doctor_id: 1, name: 'Айгуль', phone: '77015556677', preferred_date: day },
      }),
    ]);
  });

  it('a day the API does not take → the form again (422) with the API’s message above the button', async () => {
    const before = stored().length;
    const { result, refused } = await post(
      { kind: 'doctor', target: '1' },
      { ...FORM, key: newKey(), preferred_date: '2020-01-01' },
    );
    expect(result).toEqual({ status: 422 });
    expect(refused?.message).toMatch(/Эта дата уже прошла/);
    expect(stored().length).toBe(before);
  });

  describe('on a Kazakh page (/kk/booking/…)', () => {
    const kk = bookingTextIn('kk');

    it('a taken post goes to the Kazakh confirmation, and the request is the same', async () => {
      const key = newKey();
      const before = stored().length;
      const { result } = await post({ kind: 'doctor', target: '1' }, { ...FORM, key }, 'kk');
      expect(result).toEqual({ redirect: '/kk/booking/sent', status: 303 });
      expect(stored().slice(before)).toEqual([
        expect.objectContaining({ data: { doctor_id: 1, name: 'Айгуль', phone: '77015556677' } }),
      ]);
    });

    it('a refused post comes back with Kazakh messages; nothing sent', async () => {
      const before = stored().length;
      const { result, refused } = await post(
        { kind: 'mail' },
        { name: '', phone: '+996 555 123 456', key: newKey() },
        'kk',
      );
      expect(result).toEqual({ status: 422 });
      expect(refused?.errors).toEqual({
        name: kk(REQUIRED),
        phone: kk(PHONE_MESSAGES.foreign),
        consent: kk(CONSENT_REQUIRED),
      });
      expect(refused?.errors).toEqual({
        name: 'Міндетті өріс',
        phone: 'Қазақстандық нөмір қажет: +7 немесе 8 және 10 цифр',
        consent: 'Дербес деректерді өңдеуге келісіміңіз қажет',
      });
      const incomplete = await post({ kind: 'mail' }, { ...FORM, phone: '701 555', key: newKey() }, 'kk');
      expect(incomplete.refused?.errors).toEqual({ phone: kk(PHONE_INCOMPLETE) });
      expect(stored().length).toBe(before);
    });

    it('the API unreachable: the Kazakh message that nothing was lost', async () => {
      setApiBaseUrl('http://127.0.0.1:9/api');
      try {
        const { result, refused } = await post({ kind: 'mail' }, { ...FORM, key: newKey() }, 'kk');
        expect(result).toEqual({ status: 503 });
        expect(refused?.message).toMatch(/Деректеріңіз сақталды/);
      } finally {
        setApiBaseUrl(`${api.baseUrl}/api`);
      }
    });
  });
});
