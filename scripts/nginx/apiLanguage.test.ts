// @vitest-environment node
import { localeOfAcceptLanguage } from '@clinic/shared/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeUpstream, startRealNginx } from './testing/realNginx';

/** deploy/nginx.conf run for real, in front of an API that answers with the Accept-Language it heard. */
let api: Awaited<ReturnType<typeof fakeUpstream>>;
let nginx: Awaited<ReturnType<typeof startRealNginx>>;
let site = '';
const heardCount = () => api.heard.length;

beforeAll(async () => {
  api = await fakeUpstream((request, response) => {
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ data: request.headers['accept-language'] ?? null }));
  });
  nginx = await startRealNginx({ apiUpstream: api.address, siteServers: ['127.0.0.1:9'] });
  site = nginx.origin;
}, 10_000);

afterAll(async () => {
  nginx?.stop();
  await new Promise((resolve) => api?.server.close(resolve));
});

const heard = async (acceptLanguage?: string) => {
  const response = await fetch(`${site}/api/services`, {
    headers: acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage },
  });
  return ((await response.json()) as { data: string }).data;
};

/** What browsers send, in their order of preference: nginx and the API's rule agree on each. */
const BROWSERS = [
  'kk',
  'kk-KZ',
  'KK-kz',
  'kk;q=0.9, ru;q=0.8',
  'kk-KZ,kk;q=0.9,ru-RU;q=0.8,ru;q=0.7,en-US;q=0.6,en;q=0.5',
  'en-US,en;q=0.9,kk;q=0.8',
  'ru',
  'ru-RU',
  'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7',
  'ru, kk;q=0.9',
  'en-US,en;q=0.9',
  'kk;q=0, ru',
  'kk;q=0',
  '*',
  'kkk',
];

describe('nginx in front of the API: the language it forwards', () => {
  it.each(BROWSERS)('%j: the API hears what its own rule makes of it', async (header) => {
    expect(await heard(header)).toBe(localeOfAcceptLanguage(header));
  });

  it('is ru without the header, and for any junk: markup, a header past 256 characters', async () => {
    expect(await heard()).toBe('ru');
    expect(await heard('<script>alert(1)</script>')).toBe('ru');
    expect(await heard(`kk,${'x'.repeat(300)}`)).toBe('ru');
    expect(await heard(`kk,${'x-y;q=0.1,'.repeat(400)}`)).toBe('ru');
  });

  it('never passes on 10 KB of it: nginx refuses such a request itself (400), the API hears nothing', async () => {
    const before = heardCount();
    const response = await fetch(`${site}/api/services`, {
      headers: { 'Accept-Language': 'k'.repeat(10_240) },
    });
    expect(response.status).toBe(400);
    expect(heardCount()).toBe(before);
  });
});
