// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedRequests } from '../testing/storedRequests';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const BOOKING = { doctor_id: 12, name: 'Анна Иванова', phone: '77011234567' };

describe('addresses exactly as written (a backend behind the booking gate)', () => {
  it.each([
    '/api/request-doctors/',
    '/api/Request-Doctors',
    '/api/REQUEST-DOCTORS',
    '/API/request-doctors',
    '/Api/request-doctors/',
    '/api/request-doctors//',
    '/api//request-doctors',
    '/api/request-doctors/.',
  ])('stores nothing posted to %s (404)', async (path) => {
    const answer = await fetch(server.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BOOKING),
    });
    expect(answer.status).toBe(404);
    expect(storedRequests(server.dataDir)).toEqual([]);
  });

  it('reads only at the exact address: /api/doctors, not /api/doctors/ or /API/Doctors', async () => {
    const status = async (path: string) => (await fetch(server.baseUrl + path)).status;
    expect(await status('/api/doctors')).toBe(200);
    expect(await status('/api/doctors/')).toBe(404);
    expect(await status('/API/Doctors')).toBe(404);
    expect(await status('/api/Doctors')).toBe(404);
  });

  it('still stores what is posted to the exact address', async () => {
    expect((await server.post('/api/request-doctors', BOOKING)).status).toBe(201);
    expect(storedRequests(server.dataDir)).toHaveLength(1);
  });
});
