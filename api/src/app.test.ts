// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const get = (url: string) => fetch(server.baseUrl + url, { headers: { 'Accept-Encoding': 'gzip' } });

describe('the API app', () => {
  it('answers gzipped with nosniff and a Referrer-Policy, as the production nginx does', async () => {
    const response = await get('/api/doctors');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers /api and /media only: an unknown API path is its JSON 404, and no page is served', async () => {
    const unknown = await get('/api/unknown');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Не найдено' });
    expect((await get('/media/services/missing.png')).status).toBe(404);
    for (const page of ['/', '/doctors-list/list', '/remotes.json']) {
      const response = await get(page);
      expect(response.status, page).toBe(404);
      expect(await response.text()).toBe('Not found');
    }
  });
});
