// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestStore } from '../requests/store';
import { storedRequests } from '../testing/storedRequests';
import { startTestServer, type TestServer } from '../testing/testServer';

type Errors = { errors: { field: string; message: string }[] };

const CONTACT = { name: 'Анна Иванова', phone: '77011234567' };
const ENDPOINTS = [
  {
    path: '/api/request-services',
    target: { service_id: 3 },
    field: 'service_id',
    unknown: 'Неизвестная услуга',
  },
  {
    path: '/api/request-promotions',
    target: { promotion_id: 6 },
    field: 'promotion_id',
    unknown: 'Неизвестная акция',
  },
  {
    path: '/api/request-doctors',
    target: { doctor_id: 12 },
    field: 'doctor_id',
    unknown: 'Неизвестный врач',
  },
  {
    path: '/api/request-checkups',
    target: { checkup_id: 16 },
    field: 'checkup_id',
    unknown: 'Неизвестная программа',
  },
  {
    path: '/api/application-feedback',
    target: { type: 'consult' },
    field: 'type',
    unknown: 'Допустимо: consult или mail',
  },
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const stored = () => {
  const store = createRequestStore(server.dataDir);
  const count = store.countStored();
  store.close();
  return count;
};

describe.each(ENDPOINTS)('POST $path', ({ path, target, field, unknown }) => {
  const expectErrors = async (body: unknown, expected: { field: string; message: string }[]) => {
    const before = stored();
    const { status, body: answer } = await server.post<Errors>(path, body);
    expect(status).toBe(400);
    expect(answer.errors).toEqual(expected);
    expect(stored()).toBe(before);
  };

  it('accepts a valid request with 201 and stores it', async () => {
    const before = stored();
    const { status, body } = await server.post(path, { ...target, ...CONTACT, name: '  Анна  ' });
    expect(status).toBe(201);
    expect(body).toEqual({ data: { id: expect.any(String), status: 'accepted' } });
    expect(stored()).toBe(before + 1);
  });

  it('requires a name that is not blank, up to 500 characters', async () => {
    await expectErrors({ ...target, ...CONTACT, name: '   ' }, [
      { field: 'name', message: 'Обязательное поле' },
    ]);
    await expectErrors({ ...target, phone: CONTACT.phone }, [
      { field: 'name', message: 'Обязательное поле' },
    ]);
    await expectErrors({ ...target, ...CONTACT, name: 'я'.repeat(501) }, [
      { field: 'name', message: 'Не более 500 символов' },
    ]);
  });

  it('requires a phone of 7 and ten digits', async () => {
    await expectErrors({ ...target, ...CONTACT, phone: ' ' }, [
      { field: 'phone', message: 'Обязательное поле' },
    ]);
    for (const phone of ['+7 (701) 123-45-67', '87011234567', '7701123456', 77011234567]) {
      await expectErrors({ ...target, ...CONTACT, phone }, [
        { field: 'phone', message: 'Введите номер в формате +7 (XXX) XXX-XX-XX' },
      ]);
    }
  });

  it('rejects an unknown or missing target', async () => {
    const wrong = field === 'type' ? 'sms' : 999;
    await expectErrors({ ...CONTACT, [field]: wrong }, [{ field, message: unknown }]);
    const missing = field === 'type' ? 'Обязательное поле' : unknown;
    await expectErrors(CONTACT, [{ field, message: missing }]);
  });

  it('rejects oversized, malformed and non-object bodies with a body error', async () => {
    await expectErrors({ ...target, ...CONTACT, comment: 'x'.repeat(11 * 1024) }, [
      { field: 'body', message: 'Слишком большой запрос' },
    ]);
    await expectErrors('{"name": "Анна",', [{ field: 'body', message: 'Некорректный JSON' }]);
    const { status, body } = await server.post<Errors>(path, '[1, 2]');
    expect(status).toBe(400);
    expect(body.errors[0]?.field).toBe('body');
  });

  it('never reads requests back: GET answers 405', async () => {
    const { status, headers, body } = await server.get(path);
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('POST');
    expect(JSON.stringify(body)).not.toContain(CONTACT.phone);
  });
});

describe('target ids', () => {
  it('accepts a digit string as the id, as a form field would send it', async () => {
    const { status } = await server.post('/api/request-doctors', { doctor_id: '7', ...CONTACT });
    expect(status).toBe(201);
  });

  it('takes a check-up id, not a parent or package id', async () => {
    const checkUps = (await server.get<{ data: { id: number }[] }>('/api/check-ups')).body.data;
    const beyond = Math.max(...checkUps.map(({ id }) => id)) + 1;
    const { status } = await server.post('/api/request-checkups', { checkup_id: beyond, ...CONTACT });
    expect(status).toBe(400);
  });
});

describe('the preferred date of an appointment (our extension of SPEC §7)', () => {
  const clinicToday = () => new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
  const inDays = (days: number) =>
    new Date(Date.parse(`${clinicToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const rows = () => storedRequests(server.dataDir);

  it('is stored with the row when given, and left out when not', async () => {
    const day = inDays(3);
    const name = 'Айгуль Дневная';
    const { status } = await server.post('/api/request-doctors', {
      doctor_id: 12,
      ...CONTACT,
      name,
      preferred_date: day,
    });
    expect(status).toBe(201);
    await server.post('/api/request-doctors', { doctor_id: 12, ...CONTACT, name: 'Айгуль Бездневная' });
    const mine = rows().filter((row) => String(row.data.name).startsWith('Айгуль'));
    expect(mine.map((row) => row.data)).toEqual([
      { doctor_id: 12, ...CONTACT, name, preferred_date: day },
      { doctor_id: 12, ...CONTACT, name: 'Айгуль Бездневная' },
    ]);
  });

  it('is a 400 in the API’s style when it is no date, long past or too far ahead, and nothing is stored', async () => {
    const before = stored();
    for (const [day, message] of [
      ['2026-02-30', 'Укажите дату в формате ГГГГ-ММ-ДД'],
      [inDays(-2), 'Эта дата уже прошла'],
      [inDays(61), 'Записаться можно не более чем на 60 дней вперёд'],
    ]) {
      const { status, body } = await server.post<Errors>('/api/request-doctors', {
        doctor_id: 12,
        ...CONTACT,
        preferred_date: day,
      });
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field: 'preferred_date', message }]);
    }
    expect(stored()).toBe(before);
  });
});
