// @vitest-environment node
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PageRequest } from '@clinic/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from './booking/bookingSettings';
import { openGuardStore } from './booking/guardStore';
import { rendered } from './render/pageResult';
import { solvedProof } from './testing/bookingClient';
import { fakeRenderer } from './testing/fakeRenderer';
import { rawRequest } from './testing/rawGet';
import { renderedPage } from './testing/renderedPage';
import { type Running, type SeenRequest, startFakeApi, startSite, tempDir } from './testing/servers';

/**
 * What a stranger can send, at random (fast-check): any method, path, query, headers and body, at every
 * endpoint the site servers take. Whatever arrives, the answer is never a 5xx, and nothing reaches the clinic:
 * no booking is forwarded to the API and no booking form's post to its route's action without what the site's
 * own pages send (a form token, a solved proof of work), which no random request has.
 */
const secret = randomBytes(32);
let site: Running;
let api: Running & { seen: SeenRequest[] };
/** The addresses of the form posts that reached a route's action. */
const actionPosts: string[] = [];

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api = await startFakeApi((_request, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
  });
  const root = tempDir('clinic-hostile-');
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'remotes.json'), '{}');
  const render = async ({ url, post }: PageRequest) => {
    if (post) actionPosts.push(url);
    return rendered({
      page: renderedPage({ html: '<main></main>', title: 'Страница' }),
      api: {},
      remotes: {},
      owners: { owners: [], complete: true },
    });
  };
  const renderer = fakeRenderer(render);
  site = await startSite(root, api.baseUrl, {
    pages: { renderer, budgetMs: 3000 },
    // The limits high: what is under test is every other check, not the allowance running out.
    bookings: {
      secret,
      store: openGuardStore(null),
      settings: { ...DEFAULT_BOOKING_SETTINGS, postsPerWindow: 1_000_000 },
    },
    rum: { store: null, perMinute: 1_000_000, opsToken: 'hostile-traffic-ops-token-0123' },
  });
});
afterAll(async () => {
  await site.stop();
  await api.stop();
  vi.restoreAllMocks();
});

const ENDPOINTS = [
  '/',
  '/booking/doctor/1',
  '/booking/mail',
  '/booking/sent',
  '/booking-challenge',
  '/api/request-doctors',
  '/api/request-services',
  '/api/application-feedback',
  '/rum',
  '/rum/view-token',
  '/metrics',
  '/healthz',
  '/ops',
  '/ops/login',
  '/og/doctors/ivanov.png',
  '/robots.txt',
  '/sitemap.xml',
  '/remotes.json',
  '/doctors-list/list',
];
/** Printable ASCII: what an HTTP client can put into a header or a request line. */
const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 80,
});
const escaped = fc
  .uint8Array({ maxLength: 12 })
  .map((bytes) => Array.from(bytes, (byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
const pathOf = fc.oneof(
  fc.constantFrom(...ENDPOINTS),
  fc.webPath(),
  fc.tuple(fc.constantFrom(...ENDPOINTS), escaped).map(([endpoint, tail]) => `${endpoint}${tail}`),
  printable.map((text) => `/${encodeURI(text).replace(/#/g, '%23').replace(/\?/g, '%3F')}`),
  fc.constantFrom(
    '/.//evil.com/?mfe-preview=x',
    '/x%00.js',
    '/%E0%A4%A',
    '//evil.com',
    '/\\evil.com',
    '/booking/vip',
  ),
);
const query = fc.option(fc.webQueryParameters(), { nil: undefined });
const headerValue = fc.oneof(printable, fc.constant('null'), fc.constant('https://evil.example'));
const headers = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/json',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded; charset=koi8-r',
    ),
    origin: headerValue,
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'same-site', 'none'),
    cookie: fc.oneof(
      printable,
      printable.map((text) => `booking_form=${text}; mfe_visitor=${text}`),
    ),
    'x-booking-proof': fc.oneof(printable, fc.base64String({ maxLength: 200 })),
    'idempotency-key': printable,
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), printable),
    'x-forwarded-host': headerValue,
    'x-forwarded-proto': fc.constantFrom('http', 'https', 'gopher', ''),
    host: fc.constantFrom('evil.example', 'localhost', ''),
    authorization: printable.map((text) => `Bearer ${text}`),
    'accept-encoding': fc.constantFrom('br', 'gzip', 'identity', 'br, gzip, deflate', '*'),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 300 }),
  fc.json({ maxDepth: 3 }),
  fc
    .dictionary(
      fc.constantFrom('name', 'phone', 'consent', 'key', 'website', 'doctor_id', 'type', 'views', 'remote'),
      fc.string({ maxLength: 40 }),
    )
    .map((fields) => new URLSearchParams(fields).toString()),
  fc.integer({ min: 8_000, max: 20_000 }).map((size) => `name=${'я'.repeat(size)}`),
);
const request = fc.record({
  method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
  path: pathOf,
  query,
  headers,
  body,
});

describe('hostile traffic at every endpoint (fast-check)', { timeout: 240_000 }, () => {
  it('never answers a 5xx, and lets no booking through without what the site’s own pages send', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path: at, query: search, headers: sent, body: payload }) => {
        const withBody = payload !== undefined && method !== 'GET' && method !== 'HEAD';
        const host = sent.host === '' || sent.host === undefined ? new URL(site.baseUrl).host : sent.host;
        const answer = await rawRequest(site.baseUrl, {
          method,
          path: search ? `${at}?${search}` : at,
          headers: { ...sent, host, ...(withBody ? { 'content-length': Buffer.byteLength(payload) } : {}) },
          body: withBody ? payload : undefined,
        });
        expect(answer.status, `${method} ${at}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 400 },
    );
    expect(api.seen.filter((seen) => seen.method === 'POST')).toEqual([]);
    // A post to another address goes to its route's action, which takes none (405): only bookings are guarded.
    expect(actionPosts.filter((url) => /^\/booking\/(?!sent)/.test(url))).toEqual([]);
  });
});

/** Every write the API could be asked for, and the ways a path can be spelt that a lenient backend reads as it. */
const API_WRITES = [
  '/api/request-doctors',
  '/api/request-services',
  '/api/request-promotions',
  '/api/request-checkups',
  '/api/application-feedback',
  '/api/doctors',
];
type Spelling = (path: string, at: number) => string;
const SPELLINGS: Record<string, Spelling> = {
  // One letter or all of them in upper case.
  upper: (path, at) => {
    const i = at % path.length;
    return `${path.slice(0, i)}${path.charAt(i).toUpperCase()}${path.slice(i + 1)}`;
  },
  allUpper: (path) => path.toUpperCase(),
  trailingSlash: (path) => `${path}/`,
  dotSegment: (path) => `${path}/.`,
  dotInside: (path) => path.replace('/api/', '/api/./'),
  dotDot: (path) => path.replace('/api/', '/api/x/../'),
  doubleSlash: (path) => path.replace('/api/', '/api//'),
  encodedSlash: (path) => path.replace('/api/', '/api%2F'),
  encodedLetter: (path) => path.replace('-', '%2D').replace('q', '%71'),
  encodedDot: (path) => `${path}/%2e`,
};
const spelt = fc
  .tuple(
    fc.constantFrom(...API_WRITES),
    fc.array(fc.constantFrom(...Object.keys(SPELLINGS)), { minLength: 1, maxLength: 3 }),
    fc.nat(),
  )
  .map(([path, ways, at]) => ways.reduce((out, way) => (SPELLINGS[way] as Spelling)(out, at), path))
  .filter((path) => !API_WRITES.includes(path));

describe('writes to the API under any spelling of their address (fast-check)', { timeout: 240_000 }, () => {
  it('forwards none, even with a solved proof and a key: only the exact booking address passes the gate', async () => {
    const proof = await solvedProof(secret);
    const before = api.seen.length;
    await fc.assert(
      fc.asyncProperty(spelt, fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'), async (at, method) => {
        const payload = JSON.stringify({ doctor_id: 1, name: 'Айгуль', phone: '77015556677' });
        const answer = await rawRequest(site.baseUrl, {
          method,
          path: at,
          headers: {
            ...proof,
            host: new URL(site.baseUrl).host,
            'content-type': 'application/json',
            'idempotency-key': 'f'.repeat(32),
            'content-length': Buffer.byteLength(payload),
          },
          body: payload,
        });
        expect(answer.status, `${method} ${at}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${method} ${at}`).toBeLessThan(500);
      }),
      {
        numRuns: 300,
        // A router's mount ignores case: the prefix spelt otherwise must not pass for the booking's address.
        examples: [
          ['/API/request-doctors', 'POST'],
          ['/Api/request-services', 'POST'],
        ],
      },
    );
    expect(api.seen.slice(before).filter((seen) => seen.method !== 'GET' && seen.method !== 'HEAD')).toEqual(
      [],
    );
  });
});
