// @vitest-environment node
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGuardStore } from '../booking/guardStore';
import { solvedProof } from '../testing/bookingClient';
import { type Running, type SeenRequest, startFakeApi, startSite, tempDir } from '../testing/servers';

const INDEX = '<!doctype html><div id="root"></div>';
const LONG_LIST = JSON.stringify({
  data: Array.from({ length: 200 }, (_, id) => ({ id, name: 'Терапевт' })),
});

let api: Running & { seen: SeenRequest[] };
let site: Running;
const secret = randomBytes(32);
beforeAll(async () => {
  api = await startFakeApi((request, res) => {
    if (request.url.startsWith('/api/services')) {
      // An API whose answer is in the language asked, as the reference API's (and says so).
      const language = String(request.headers['accept-language'] ?? '');
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Language': language,
        Vary: 'Accept-Language',
        'Cache-Control': 'no-store',
      });
      res.end(
        JSON.stringify({
          data: [{ id: 1, name: language === 'kk' ? 'Терапевт қабылдауы' : 'Приём терапевта' }],
        }),
      );
      return;
    }
    if (request.url.startsWith('/api/missing')) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"Не найдено"}');
      return;
    }
    res.writeHead(request.method === 'POST' ? 201 : 200, {
      'Content-Type': request.url.startsWith('/media/') ? 'image/svg+xml' : 'application/json',
      'Cache-Control': 'no-store',
    });
    res.end(request.url.startsWith('/api/doctors') ? LONG_LIST : '{"data":[]}');
  });
  const root = tempDir('clinic-site-proxy-');
  fs.writeFileSync(path.join(root, 'index.html'), INDEX);
  site = await startSite(root, api.baseUrl, { bookings: { secret, store: openGuardStore(null) } });
});
afterAll(async () => {
  await site.stop();
  await api.stop();
});

const lastSeen = () => api.seen.at(-1)!;

describe('the API behind /api and /media', () => {
  it('forwards GETs with their path and query, and relays the answer with its headers', async () => {
    const response = await fetch(`${site.baseUrl}/api/doctors?sort_by=rating&sort_direction=desc`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(LONG_LIST);
    expect(lastSeen()).toMatchObject({
      method: 'GET',
      url: '/api/doctors?sort_by=rating&sort_direction=desc',
    });
    expect(lastSeen().headers['x-forwarded-for']).toBe('127.0.0.1');

    await fetch(`${site.baseUrl}/media/doctors/ivanov.svg`);
    expect(lastSeen().url).toBe('/media/doctors/ivanov.svg');
  });

  it('forwards a booking POST with its body, its key made from its content (booking/bookingApiGate.ts)', async () => {
    const body = JSON.stringify({ doctor_id: 3, name: 'Айгуль', phone: '77011234567' });
    const response = await fetch(`${site.baseUrl}/api/request-doctors`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': 'k-1',
        ...(await solvedProof(secret)),
      },
      body,
    });
    expect(response.status).toBe(201);
    expect(lastSeen()).toMatchObject({ method: 'POST', url: '/api/request-doctors', body });
    expect(lastSeen().headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(lastSeen().headers['x-booking-proof']).toBeUndefined();
  });

  it('forwards no write but the booking posts: another method, or an address near a booking one, is a 405', async () => {
    const before = api.seen.length;
    const writes = [
      ['POST', '/api/request-doctors%7b'],
      ['POST', '/api/request-doctors/1'],
      ['PUT', '/api/request-doctors'],
      ['DELETE', '/api/services/1'],
      ['PATCH', '/api/doctors'],
    ];
    for (const [method, at] of writes) {
      const response = await fetch(`${site.baseUrl}${at}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': 'k-2',
          ...(await solvedProof(secret)),
        },
        body: '{"doctor_id":3,"name":"Айгуль","phone":"77011234567"}',
      });
      expect(response.status, `${method} ${at}`).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect((await response.json()).error).toMatch(/только заявки/);
    }
    expect(api.seen.slice(before)).toEqual([]);
  });

  it("passes the API's errors through instead of answering with the site", async () => {
    const response = await fetch(`${site.baseUrl}/api/missing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Не найдено' });
  });

  it('gzips API answers for browsers that accept it', async () => {
    const response = await fetch(`${site.baseUrl}/api/doctors`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(LONG_LIST);
  });

  it('leaves paths that only begin like the API to the site', async () => {
    const before = api.seen.length;
    for (const route of ['/apiary', '/mediana/list']) {
      expect(await (await fetch(site.baseUrl + route)).text(), route).toBe(INDEX);
    }
    expect(api.seen.length).toBe(before);
  });
});

describe('the language asked', () => {
  const read = async (acceptLanguage?: string) => {
    const response = await fetch(`${site.baseUrl}/api/services`, {
      headers: acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage },
    });
    const body = (await response.json()) as { data: { name: string }[] };
    return { response, name: body.data[0]?.name, seen: lastSeen().headers['accept-language'] };
  };

  it.each(['kk', 'kk-KZ', 'kk;q=0.9, ru;q=0.8'])('goes on as kk for %j', async (header) => {
    expect(await read(header)).toMatchObject({ seen: 'kk', name: 'Терапевт қабылдауы' });
  });

  it.each([
    ['absent', undefined],
    ['ru', 'ru'],
    ['ru-RU', 'ru-RU,ru;q=0.9,en;q=0.8'],
    ['another language', 'en-US'],
    ['markup', '<script>alert(1)</script>'],
    ['10 KB of junk', `kk,${'x-'.repeat(5 * 1024)}`],
    ['bytes outside ASCII', 'kk\u00ff'],
  ])('goes on as ru, never as sent: %s', async (_, header) => {
    expect(await read(header)).toMatchObject({ seen: 'ru', name: 'Приём терапевта' });
  });

  it('keeps each request in its own language, many at once, and relays the Vary and Content-Language of the API', async () => {
    const languages = Array.from({ length: 24 }, (_, index) => (index % 3 ? 'kk' : 'ru'));
    const answers = await Promise.all(
      languages.map(async (language) => {
        const response = await fetch(`${site.baseUrl}/api/services`, {
          headers: { 'Accept-Language': language },
        });
        const body = (await response.json()) as { data: { name: string }[] };
        return {
          language: response.headers.get('content-language'),
          vary: response.headers.get('vary'),
          name: body.data[0]?.name,
        };
      }),
    );
    answers.forEach((answer, index) => {
      expect(answer.language).toBe(languages[index]);
      expect(answer.name).toBe(languages[index] === 'kk' ? 'Терапевт қабылдауы' : 'Приём терапевта');
      expect(answer.vary).toMatch(/\bAccept-Language\b/i);
    });
  });

  it("names the language of a booking post too, as the site's own client does", async () => {
    await fetch(`${site.baseUrl}/api/request-doctors`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'kk-KZ',
        'Idempotency-Key': 'k-3',
        ...(await solvedProof(secret)),
      },
      body: JSON.stringify({ doctor_id: 3, name: 'Айгүл', phone: '77011234568' }),
    });
    expect(lastSeen()).toMatchObject({ method: 'POST', url: '/api/request-doctors' });
    expect(lastSeen().headers['accept-language']).toBe('kk');
  });
});

describe('with the API down', () => {
  it('answers 502 with the API error shape, and the site itself keeps working', async () => {
    const root = tempDir('clinic-site-no-api-');
    fs.writeFileSync(path.join(root, 'index.html'), INDEX);
    const gone = await startFakeApi((_request, res) => res.end());
    await gone.stop();
    const alone = await startSite(root, gone.baseUrl);
    try {
      const response = await fetch(`${alone.baseUrl}/api/banners`);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: 'Сервис временно недоступен' });
      expect(await (await fetch(`${alone.baseUrl}/doctors-list/list`)).text()).toBe(INDEX);
    } finally {
      await alone.stop();
    }
  });
});
