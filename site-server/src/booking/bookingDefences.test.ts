// @vitest-environment node
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PageRequest } from '@clinic/shared';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fellBack, type PageResult, rendered } from '../render/pageResult';
import { formCookie, solvedProof } from '../testing/bookingClient';
import { fakeRenderer } from '../testing/fakeRenderer';
import { renderedPage } from '../testing/renderedPage';
import { type Running, startFakeApi, startSite, tempDir } from '../testing/servers';
import { type BookingSettings, DEFAULT_BOOKING_SETTINGS } from './bookingSettings';
import { openGuardStore } from './guardStore';

const FORM_PAGE = renderedPage({ status: 200 });
/** The booking action's answer to a post it took. */
const SENT = { kind: 'redirect', location: '/booking/sent' } as const;
const FORM =
  'name=%D0%90%D0%B9%D0%B3%D1%83%D0%BB%D1%8C&phone=701+555+66+77&consent=yes&key=0123456789abcdef0123456789abcdef';

const running: Running[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

/**
 * A site over a fake deploy and a fake API that keeps one booking per Idempotency-Key, as the clinic's does; its
 * renderer takes a booking post as the booking remote's action would (a 303), or answers `renderAnswer`.
 */
async function bookingSite({
  settings = {},
  guardFile = null,
  secret = randomBytes(32),
  renderAnswer,
}: {
  settings?: Partial<BookingSettings>;
  guardFile?: string | null;
  secret?: Buffer;
  renderAnswer?: () => PageResult<unknown>;
} = {}) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const stored = new Map<string, string>();
  const api = await startFakeApi((request, res) => {
    const key = String(request.headers['idempotency-key']);
    if (!stored.has(key)) stored.set(key, request.body);
    res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"ok":true}');
  });
  const posts: Record<string, string>[] = [];
  const render = vi.fn(async ({ url, post }: PageRequest): Promise<PageResult<unknown>> => {
    if (!post) return rendered({ page: { ...FORM_PAGE, personal: true }, api: {} });
    posts.push(post);
    if (renderAnswer) return renderAnswer();
    // The action's own stand-in: the booking stored once per key.
    const key = String((post as Record<string, string>).key);
    if (!stored.has(key)) stored.set(key, `${url} ${JSON.stringify(post)}`);
    return SENT;
  });
  const root = tempDir('clinic-booking-');
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  const site = await startSite(root, api.baseUrl, {
    pages: { renderer: fakeRenderer(render), budgetMs: 3000 },
    bookings: {
      secret,
      store: openGuardStore(guardFile),
      settings: { ...DEFAULT_BOOKING_SETTINGS, ...settings },
    },
  });
  running.push(site, api);
  const formPost = (target: string, body = FORM, headers: Record<string, string> = {}) =>
    fetch(`${site.baseUrl}${target}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: formCookie(secret, target),
        ...headers,
      },
      body,
    });
  const apiPost = async (body: object, headers: Record<string, string> = {}) =>
    fetch(`${site.baseUrl}/api/request-doctors`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomBytes(8).toString('hex'),
        ...(await solvedProof(secret)),
        ...headers,
      },
      body: JSON.stringify(body),
    });
  return { site, api, stored, posts, render, secret, formPost, apiPost };
}

describe('booking posts without JavaScript (the booking pages’ form)', () => {
  it('stores a patient’s booking once, whatever was resent: Back and resend, a second tab, the phone typed otherwise', async () => {
    const { formPost, stored } = await bookingSite();
    expect((await formPost('/booking/doctor/1')).headers.get('location')).toBe('/booking/sent');
    // Back, and the same booking again with a new form (a new key in the page): the same key is sent on.
    const other = FORM.replace('701+555+66+77', '%2B7+(701)+555-66-77').replace(
      '0123456789abcdef',
      'fedcba9876543210',
    );
    expect((await formPost('/booking/doctor/1', other)).status).toBe(303);
    // The same booking from the page in the other language.
    expect((await formPost('/kk/booking/doctor/1', other)).status).toBe(303);
    expect(stored.size).toBe(1);
    // Another patient, or the same one booking another doctor: a booking of its own.
    expect((await formPost('/booking/doctor/1', FORM.replace('%D0%90', '%D0%91'))).status).toBe(303);
    expect((await formPost('/booking/doctor/2')).status).toBe(303);
    expect(stored.size).toBe(3);
  });

  it('hands the action no key for an address it did not take for a booking page, whatever key was posted', async () => {
    // As the router reads them these are the doctor's booking page (case, a trailing slash, an escaped letter):
    // without the gate's key the action refuses them as no form of the site (submitBookingPost.ts), storing nothing.
    const { formPost, posts } = await bookingSite();
    for (const address of ['/Booking/doctor/1', '/booking/doctor/1/', '/booking/%64octor/1']) {
      await formPost(address, FORM, { cookie: '' });
    }
    expect(posts.map((post) => post.key)).toEqual(['', '', '']);
  });

  it('answers a post to an address no cookie can name with the page, never a 500, and gives it no token', async () => {
    // The action's refusal is a personal page (the form again): a token for '/booking/doctor/1;x' would be a
    // cookie path no browser takes, and setting it threw.
    const { formPost, posts } = await bookingSite({
      renderAnswer: () => rendered({ page: { ...FORM_PAGE, personal: true, status: 400 }, api: {} }),
    });
    const answer = await formPost('/booking/doctor/1;x', FORM, { cookie: '' });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(posts.map((post) => post.key)).toEqual(['']);
  });

  it('two patients who opened the same page at the same moment each reach the clinic', async () => {
    const { formPost, stored } = await bookingSite();
    const [first, second] = await Promise.all([
      formPost('/booking/doctor/1', FORM),
      formPost('/booking/doctor/1', FORM.replace('701+555+66+77', '702+111+22+33')),
    ]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(stored.size).toBe(2);
  });

  it('lets at most the allowance of one address through, the rest a 429 page in Russian; another address is not held up', async () => {
    const { formPost, render } = await bookingSite({ settings: { postsPerWindow: 10 } });
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, n) =>
        formPost('/booking/doctor/1', FORM.replace('66+77', `${String(n).padStart(2, '0')}+77`)),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 303)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(140);
    const refused = answers.find((answer) => answer.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.text()).toContain('Слишком много заявок');
    expect(render).toHaveBeenCalledTimes(10);
    const elsewhere = await formPost('/booking/doctor/1', FORM, { 'x-forwarded-for': '10.1.2.3' });
    expect(elsewhere.status).toBe(303);
  });

  it('shares the allowance between the site servers of one deploy root (one guard database)', async () => {
    const guardFile = path.join(tempDir('clinic-guard-'), 'guard.sqlite');
    const secret = randomBytes(32);
    const one = await bookingSite({ guardFile, secret, settings: { postsPerWindow: 4 } });
    const two = await bookingSite({ guardFile, secret, settings: { postsPerWindow: 4 } });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const site = n % 2 === 0 ? one : two;
      statuses.push((await site.formPost('/booking/doctor/1', FORM.replace('77&', `7${n}&`))).status);
    }
    expect(statuses).toEqual([303, 303, 303, 303, 429, 429]);
  });

  it('takes a booking while another process holds the shared guard database’s write lock (each server alone meanwhile)', async () => {
    const guardFile = path.join(tempDir('clinic-guard-'), 'guard.sqlite');
    const { formPost, stored, site } = await bookingSite({ guardFile });
    const holder = new Database(guardFile, { timeout: 1000 });
    holder.exec('BEGIN IMMEDIATE');
    try {
      expect((await formPost('/booking/doctor/1')).status).toBe(303);
      expect(stored.size).toBe(1);
      const metrics = await (await fetch(`${site.baseUrl}/metrics`)).text();
      expect(metrics).toMatch(/site_booking_guard_busy_total [1-9]/);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
  });

  it.each([
    ['without the form’s token', { cookie: '' }, 'Проверьте заявку'],
    [
      'with a token signed by someone else',
      { cookie: formCookie(randomBytes(32), '/booking/doctor/1') },
      'Проверьте заявку',
    ],
    [
      'with another form’s token',
      { cookie: formCookie(Buffer.alloc(0), '/booking/doctor/2') },
      'Проверьте заявку',
    ],
    ['from another site’s page', { origin: 'https://evil.example' }, 'другого сайта'],
    ['from a sandboxed frame (Origin: null)', { origin: 'null' }, 'другого сайта'],
    ['with Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, 'другого сайта'],
  ])('refuses a post %s, stores nothing, and leads the person back', async (_, headers, text) => {
    const { formPost, render, stored } = await bookingSite();
    const answer = await formPost('/booking/doctor/1', FORM, headers);
    expect([400, 403]).toContain(answer.status);
    const page = await answer.text();
    expect(page).toContain(text);
    expect(page).toMatch(/href="(\/booking\/doctor\/1|tel:\+77273550055)"/);
    expect(render).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
  });

  it('gives the form back, every value kept and a fresh token, to a post faster than a person types; then takes it', async () => {
    const { site, secret, render, stored } = await bookingSite();
    const post = (cookie: string) =>
      fetch(`${site.baseUrl}/booking/doctor/1`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: FORM,
      });
    const tooFast = await post(formCookie(secret, '/booking/doctor/1', 100));
    expect(tooFast.status).toBe(400);
    const page = await tooFast.text();
    expect(page).toContain('value="Айгуль"');
    expect(page).toContain('value="701 555 66 77"');
    expect(page).toContain('action="/booking/doctor/1"');
    const fresh = tooFast.headers.get('set-cookie') ?? '';
    expect(fresh).toMatch(
      /^booking_form=[^;]+; Max-Age=7200; Path=\/booking\/doctor\/1; .*HttpOnly; SameSite=Strict/,
    );
    expect(render).not.toHaveBeenCalled();
    expect((await post(formCookie(secret, '/booking/doctor/1'))).status).toBe(303);
    expect(stored.size).toBe(1);
  });

  it('refuses a post whose hidden field was filled (only a script fills it), giving the form back as typed', async () => {
    const { formPost, render } = await bookingSite();
    const answer = await formPost('/booking/doctor/1', `${FORM}&website=http%3A%2F%2Fspam.example`);
    expect(answer.status).toBe(400);
    expect(render).not.toHaveBeenCalled();
    const html = await answer.text();
    expect(html).toContain('Заявка не принята');
    expect(html).toContain('value="Айгуль"');
    expect(html).toContain('value="701 555 66 77"');
    expect(html).toContain('value="0123456789abcdef0123456789abcdef"');
    expect(html).toContain('action="/booking/doctor/1"');
  });

  it('gives the form back as typed with the 429, in the page’s language', async () => {
    const { formPost, render } = await bookingSite({ settings: { postsPerWindow: 1 } });
    expect((await formPost('/booking/doctor/1')).status).toBe(303);
    const refused = await formPost('/booking/doctor/1', FORM.replace('66+77', '00+11'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toContain('Слишком много заявок');
    expect(html).toMatch(/<form method="post" action="\/booking\/doctor\/1">/);
    expect(html).toContain('value="Айгуль"');
    expect(html).toContain('value="701 555 00 11"');
    const kazakh = await formPost('/kk/booking/doctor/1', FORM);
    expect(kazakh.status).toBe(429);
    expect(await kazakh.text()).toMatch(/Өтінімдер тым көп[\s\S]*value="Айгуль"/);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('counts an IPv6 client by its /64: eleven addresses of one network share one allowance', async () => {
    const { formPost, apiPost, render, api } = await bookingSite({ settings: { postsPerWindow: 10 } });
    const from = (n: number) => ({ 'x-forwarded-for': `2a03:32c0:3:1:${n.toString(16)}:0:0:${n + 1}` });
    const statuses = [];
    for (let n = 0; n < 11; n += 1) {
      statuses.push(
        (await formPost('/booking/doctor/1', FORM.replace('66+77', `${10 + n}+77`), from(n))).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(303));
    expect(statuses[10]).toBe(429);
    expect(render).toHaveBeenCalledTimes(10);
    // The dialog's posts count the same way; another /64 has its own allowance.
    const dialog = [];
    for (let n = 0; n < 11; n += 1) {
      dialog.push(
        (await apiPost({ doctor_id: n + 1, name: 'Айгуль', phone: '77015556677' }, from(n))).status,
      );
    }
    expect(dialog.filter((status) => status === 429)).toHaveLength(1);
    expect(api.seen).toHaveLength(10);
    const neighbour = { 'x-forwarded-for': '2a03:32c0:3:2::1' };
    expect((await formPost('/booking/doctor/1', FORM, neighbour)).status).toBe(303);
  });

  it('guards a Kazakh booking page’s post as the Russian one’s: without the form’s token it goes nowhere', async () => {
    const { formPost, render, stored } = await bookingSite();
    const again = await (await formPost('/kk/booking/doctor/1', FORM, { cookie: '' })).text();
    expect(render).not.toHaveBeenCalled();
    // The form given back in the address's language, the patient's values kept.
    expect(again).toContain('<html lang="kk">');
    expect(again).toContain('<h1>Өтінімді тексеріңіз</h1>');
    expect(again).toContain('href="/kk"');
    expect(again).not.toContain('Проверьте');
    expect((await formPost('/kk/booking/doctor/1')).status).toBe(303);
    expect(stored.size).toBe(1);
  });

  it('refuses a token spent on one booking when it comes back with another', async () => {
    const { site, secret, stored } = await bookingSite();
    const cookie = formCookie(secret, '/booking/doctor/1');
    const post = (body: string) =>
      fetch(`${site.baseUrl}/booking/doctor/1`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body,
      });
    expect((await post(FORM)).status).toBe(303);
    expect((await post(FORM)).status).toBe(303); // the same booking again: stored once
    expect((await post(FORM.replace('66+77', '00+00'))).status).toBe(400);
    expect(stored.size).toBe(1);
  });

  it('never says a post failed when its outcome is unknown: the form again, every value and the same key', async () => {
    const { formPost, posts } = await bookingSite({
      renderAnswer: () => fellBack('time-out', 'no page in 15000 ms'),
    });
    const answer = await formPost('/booking/doctor/1');
    expect(answer.status).toBe(503);
    const page = await answer.text();
    expect(page).toContain('Мы не знаем, дошла ли заявка');
    expect(page).toContain('Сервер клиники не ответил вовремя');
    expect(page).toContain('value="Айгуль"');
    expect(page).toContain(`name="key" value="${posts[0]?.key}"`);
    expect(answer.headers.get('set-cookie')).toMatch(/^booking_form=/);
    // Sent again, it carries the same key: the clinic stores it once.
    await formPost('/booking/doctor/1');
    expect(posts[1]?.key).toBe(posts[0]?.key);
  });
});

describe('a booking with the day picked on the doctor’s page (preferred_date)', () => {
  it('without JavaScript: the same day resent is stored once, another day is another booking', async () => {
    const { formPost, stored } = await bookingSite();
    const onDay = (day: string) => `${FORM}&preferred_date=${day}`;
    expect((await formPost('/booking/doctor/1', onDay('2026-11-28'))).status).toBe(303);
    expect((await formPost('/booking/doctor/1', onDay('2026-11-28'))).status).toBe(303);
    expect(stored.size).toBe(1);
    expect((await formPost('/booking/doctor/1', onDay('2026-11-30'))).status).toBe(303);
    expect(stored.size).toBe(2);
  });

  it('without JavaScript: the form given back when the outcome is unknown keeps the day', async () => {
    const { formPost } = await bookingSite({
      renderAnswer: () => fellBack('time-out', 'no page in 15000 ms'),
    });
    const page = await (await formPost('/booking/doctor/1', `${FORM}&preferred_date=2026-11-28`)).text();
    expect(page).toContain('<input type="hidden" name="preferred_date" value="2026-11-28">');
  });

  it('from the dialog: the same day resent is stored once, another day is another booking', async () => {
    const { apiPost, stored } = await bookingSite();
    const body = { doctor_id: 1, name: 'Айгуль', phone: '77015556677' };
    expect((await apiPost({ ...body, preferred_date: '2026-11-28' })).status).toBe(201);
    expect((await apiPost({ ...body, preferred_date: '2026-11-28' })).status).toBe(201);
    expect(stored.size).toBe(1);
    expect((await apiPost({ ...body, preferred_date: '2026-11-30' })).status).toBe(201);
    expect(stored.size).toBe(2);
  });
});

describe('booking posts of the dialog (POST /api/request-*, through the site server)', () => {
  const BODY = { doctor_id: 1, name: 'Айгуль', phone: '77015556677' };

  it('forwards a post with a solved proof, under a key of its content: a resend with a new key is stored once', async () => {
    const { apiPost, stored, api } = await bookingSite();
    expect((await apiPost(BODY)).status).toBe(201);
    expect((await apiPost(BODY)).status).toBe(201);
    expect(stored.size).toBe(1);
    expect(api.seen[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect((await apiPost({ ...BODY, doctor_id: 2 })).status).toBe(201);
    expect(stored.size).toBe(2);
  });

  it.each([
    ['without a proof', { 'x-booking-proof': '' }],
    [
      'with a proof that is not one',
      { 'x-booking-proof': Buffer.from('{"challenge":{}}').toString('base64') },
    ],
    ['without an Idempotency-Key', { 'idempotency-key': '' }],
  ])('refuses a post %s with a Russian JSON error, and forwards nothing', async (_, headers) => {
    const { apiPost, api } = await bookingSite();
    const answer = await apiPost(BODY, headers);
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toContain('не из формы сайта');
    expect(api.seen).toHaveLength(0);
  });

  it('refuses in the language the dialog asks in: Kazakh for `kk`, Russian for anything else', async () => {
    const { apiPost, api } = await bookingSite();
    const refusal = async (language: string) =>
      (await (await apiPost(BODY, { 'x-booking-proof': '', 'accept-language': language })).json()).error;
    expect(await refusal('kk')).toContain('сайттың формасынан келмеді');
    expect(await refusal('kk-KZ, ru;q=0.5')).toContain('сайттың формасынан келмеді');
    expect(await refusal('ru')).toContain('не из формы сайта');
    expect(await refusal('x'.repeat(5000))).toContain('не из формы сайта');
    expect(api.seen).toHaveLength(0);
  });

  it('refuses a proof solved for another site (another secret), and one spent on another booking', async () => {
    const { apiPost, api } = await bookingSite();
    expect((await apiPost(BODY, await solvedProof(randomBytes(32)))).status).toBe(400);
    const { apiPost: post, secret, api: seen } = await bookingSite();
    const spent = await solvedProof(secret);
    expect((await post(BODY, spent)).status).toBe(201);
    expect((await post(BODY, spent)).status).toBe(201); // the same booking again: the same answer
    expect((await post({ ...BODY, phone: '77020000000' }, spent)).status).toBe(400);
    expect(seen.seen).toHaveLength(2);
    expect(api.seen).toHaveLength(0);
  });

  it('refuses another site’s page, and floods past the allowance with 429', async () => {
    const { apiPost, api } = await bookingSite({ settings: { postsPerWindow: 5 } });
    expect((await apiPost(BODY, { origin: 'https://evil.example' })).status).toBe(403);
    const statuses = [];
    for (let n = 0; n < 8; n += 1) statuses.push((await apiPost({ ...BODY, doctor_id: n + 1 })).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect(api.seen).toHaveLength(4);
  });
});
