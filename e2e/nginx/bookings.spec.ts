import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { storedRequests } from '../../api/src/testing/storedRequests';
import { rawRequest } from '../../site-server/src/testing/rawGet';
import { DESKTOP, PHONE } from '../devices';
import { expect, test } from '../tests/support/fixtures';
import { withOwnNginx } from './startNginx';
import { REPO } from './support';

/**
 * Bookings through the production path with the defences at their defaults (docs/security.md § Bookings): an API
 * of the test's own (its own store to count in), behind a proxy that can answer late.
 */
async function ownApi(delayMs: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-nginx-bookings-'));
  const api = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: REPO,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const apiPort = await new Promise<number>((resolve, reject) => {
    let log = '';
    api.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const port = /127\.0\.0\.1:(\d+)/.exec(log)?.[1];
      if (port) resolve(Number(port));
    });
    api.once('exit', (code) => reject(new Error(`the API exited (${code}): ${log}`)));
  });
  // Every method, body and header on to the API, after `delayMs`: a slow clinic backend.
  let postsAnswered = 0;
  const slow = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([name]) => !['host', 'connection', 'content-length'].includes(name),
        ),
      ) as Record<string, string>;
      const answer = await fetch(`http://127.0.0.1:${apiPort}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
      res.end(Buffer.from(await answer.arrayBuffer()));
      if (req.method === 'POST') postsAnswered += 1;
    });
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  const stored = () => storedRequests(dataDir);
  return {
    upstream: `127.0.0.1:${(slow.address() as AddressInfo).port}`,
    stored,
    /** POSTs the API has answered (a booking stored, or its first answer replayed). */
    postsAnswered: () => postsAnswered,
    /** The test's own booking guard (the limits' memory), apart from the other tests' that book from this address. */
    guardDb: path.join(dataDir, 'booking-guard.sqlite'),
    close: () => {
      slow.close();
      api.kill('SIGTERM');
    },
  };
}

/**
 * `use` with the site behind nginx (one site server, renders allowed 20 s) and the test's own API answering after
 * `delayMs`; `env` adds to or overrides that setup.
 */
async function withOwnApi(
  delayMs: number,
  env: Record<string, string>,
  page: Page | undefined,
  use: (site: string, api: Awaited<ReturnType<typeof ownApi>>) => Promise<void>,
) {
  const api = await ownApi(delayMs);
  try {
    await withOwnNginx(
      {
        API_UPSTREAM: api.upstream,
        SITE_SERVERS: '1',
        SSR_TIMEOUT_MS: '20000',
        BOOKING_GUARD_DB: api.guardDb,
        ...env,
      },
      ({ site }) => use(site, api),
      page,
    );
  } finally {
    api.close();
  }
}

/** The booking page's form at `site`, typed as a person types it (the defaults' typing-time check is in force). */
async function typeBookingPage(page: Page, site: string, name: string) {
  await page.goto(`${site}/booking/mail`, { timeout: 60_000 });
  await page.getByLabel('Ваше имя').pressSequentially(name, { delay: 60 });
  await page.getByLabel('Телефон').pressSequentially('7015556677', { delay: 60 });
  await page.getByRole('checkbox').check();
}

test('a write to the API under any other spelling of its address, or any other method, is stored nowhere', async () => {
  test.setTimeout(120_000);
  await withOwnApi(0, {}, undefined, async (site, api) => {
    const challenge = await (await fetch(`${site}/booking-challenge`)).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const body = JSON.stringify({ doctor_id: 1, name: 'Айгуль', phone: '77015556677' });
    const variants = [
      ['POST', '/api/request-doctors/'],
      ['POST', '/api/Request-Doctors'],
      ['POST', '/api/REQUEST-DOCTORS'],
      ['POST', '/api/request-doctors/.'],
      ['POST', '/api/./request-doctors'],
      ['POST', '/api//request-doctors'],
      ['POST', '/api/request%2Ddoctors'],
      ['POST', '/API/request-doctors'],
      ['POST', '/api/doctors'],
      ['PUT', '/api/request-doctors'],
      ['DELETE', '/api/doctors/1'],
    ] as const;
    for (const [method, at] of variants) {
      // The path as written: fetch() would resolve the dot segments into the booking's own address first.
      const answer = await rawRequest(site, {
        method,
        path: at,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': `variant-${at}`,
          'x-booking-proof': proof,
          origin: site,
        },
        body,
      });
      expect(answer.status, `${method} ${at}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${at}`).toBeLessThan(500);
    }
    expect(api.stored()).toEqual([]);
    expect(api.postsAnswered()).toBe(0);
  });
});

test('150 form posts and 150 dialog posts from one address in 20 s: at most 20 of each stored, the rest 429, never a 5xx', async () => {
  test.setTimeout(180_000);
  const api = await ownApi(0);
  try {
    await withOwnNginx(
      { API_UPSTREAM: api.upstream, SITE_SERVERS: '2', BOOKING_GUARD_DB: api.guardDb },
      async ({ site }) => {
        // A bot that does everything a browser does: opens each form (a token each), waits, solves each proof.
        const forms = await Promise.all(
          Array.from({ length: 150 }, async () => {
            const page = await fetch(`${site}/booking/mail`);
            return /booking_form=[^;]+/.exec(page.headers.get('set-cookie') ?? '')?.[0] ?? '';
          }),
        );
        const proofs = await Promise.all(
          Array.from({ length: 150 }, async () => {
            const asked = await fetch(`${site}/booking-challenge`);
            // nginx limits challenges per client too: past its burst this bot posts without a proof.
            if (asked.status === 429) return '';
            const challenge = await asked.json();
            const solution = await solveChallenge({ challenge, deriveKey });
            return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 1600)); // «typing»
        const began = Date.now();
        const statuses = await Promise.all([
          ...forms.map(async (cookie, n) => {
            const body = new URLSearchParams({
              name: `Бот форма ${n}`,
              phone: '701 555 66 77',
              consent: 'yes',
            });
            const answer = await fetch(`${site}/booking/mail`, {
              method: 'POST',
              redirect: 'manual',
              headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
              body: body.toString(),
            });
            return { kind: 'form', status: answer.status };
          }),
          ...proofs.map(async (proof, n) => {
            const answer = await fetch(`${site}/api/request-doctors`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'idempotency-key': `bot-${n}`,
                'x-booking-proof': proof,
              },
              body: JSON.stringify({ doctor_id: 1, name: `Бот диалог ${n}`, phone: '77015556677' }),
            });
            return { kind: 'api', status: answer.status };
          }),
        ]);
        expect(Date.now() - began).toBeLessThan(20_000);
        for (const kind of ['form', 'api']) {
          const mine = statuses.filter((answer) => answer.kind === kind).map((answer) => answer.status);
          expect(
            mine.every((status) => status < 500),
            `${kind}: ${mine.join(' ')}`,
          ).toBe(true);
          expect(mine.filter((status) => status === 429).length, kind).toBeGreaterThanOrEqual(130);
        }
        const rows = api.stored();
        expect(
          rows.filter((row) => String(row.data.name).startsWith('Бот форма')).length,
        ).toBeLessThanOrEqual(20);
        expect(
          rows.filter((row) => String(row.data.name).startsWith('Бот диалог')).length,
        ).toBeLessThanOrEqual(20);
        // The 429 a patient would see is in Russian…
        const refused = await fetch(`${site}/booking/mail`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'name=x&phone=1',
        });
        expect(refused.status).toBe(429);
        expect(await refused.text()).toContain('Слишком много заявок');
        // …and in Kazakh to a Kazakh patient: the booking page's by its address, the dialog's by its language.
        const kazakhPage = await fetch(`${site}/kk/booking/mail`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'name=x&phone=1',
        });
        expect(kazakhPage.status).toBe(429);
        expect(await kazakhPage.text()).toContain('Өтінімдер тым көп');
        const kazakhDialog = await fetch(`${site}/api/request-doctors`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'kk-KZ,kk;q=0.9,ru;q=0.8' },
          body: JSON.stringify({ doctor_id: 1, name: 'x', phone: '77015556677' }),
        });
        expect(kazakhDialog.status).toBe(429);
        expect((await kazakhDialog.json()).error).toContain('тым көп өтінім');
      },
    );
  } finally {
    api.close();
  }
});

test.describe('a slow clinic API, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('answering after 5 s: the booking is stored once and the patient is told it was sent', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await withOwnApi(5000, {}, page, async (site, api) => {
      await typeBookingPage(page, site, 'Медленный Ответ');
      await page.getByRole('button', { name: 'Отправить' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заявка отправлена', {
        timeout: 30_000,
      });
      expect(api.stored().filter((row) => row.data.name === 'Медленный Ответ')).toHaveLength(1);
    });
  });

  test.describe('past the booking budget', () => {
    // Chromium logs the 503 of the page that says the outcome is unknown, which is what is under test.
    test.use({ allowConsoleErrors: true });

    test('past the booking budget: nginx passes on the form with every value and the key, and the resend stores once', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      await withOwnApi(4000, { BOOKING_BUDGET_MS: '1500' }, page, async (site, api) => {
        await typeBookingPage(page, site, 'Неизвестный Исход');
        const answer = page.waitForResponse((response) => response.request().method() === 'POST');
        await page.getByRole('button', { name: 'Отправить' }).click();
        expect((await answer).status()).toBe(503);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мы не знаем, дошла ли заявка');
        await expect(page.getByLabel('Ваше имя')).toHaveValue('Неизвестный Исход');
        await expect(page.getByLabel('Телефон')).toHaveValue('7015556677');
        // The first post reaches the clinic meanwhile; the resend carries the same key.
        await expect.poll(() => api.stored().length, { timeout: 15_000 }).toBe(1);
        await page.getByRole('button', { name: 'Отправить ещё раз' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Заявка отправлена|Мы не знаем/, {
          timeout: 30_000,
        });
        // Both posts answered by the API: the second under the first one's key, so not stored again.
        await expect.poll(() => api.postsAnswered(), { timeout: 15_000 }).toBe(2);
        expect(api.stored().filter((row) => row.data.name === 'Неизвестный Исход')).toHaveLength(1);
        expect(consoleErrors.filter((error) => !/status of 503 .*\/booking\/mail$/.test(error))).toEqual([]);
      });
    });
  });
});

test('a patient books first time at the defaults, with and without JavaScript, on a phone and a desktop: no challenge shown, stored once each', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await withOwnApi(0, {}, undefined, async (site, api) => {
    const doctors = (await (await fetch(`${site}/api/doctors`)).json()).data as { slug: string }[];
    for (const [label, device] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      for (const javaScriptEnabled of [true, false]) {
        const name = `Пациент ${label} ${javaScriptEnabled ? 'скрипты' : 'без скриптов'}`;
        const context = await browser.newContext({ ...device, javaScriptEnabled, locale: 'ru-RU' });
        const page = await context.newPage();
        await page.goto(`${site}/doctors-list/${doctors[0]!.slug}`, { timeout: 60_000 });
        // With scripts, the dialog is the app's once hydrated (a tap before that follows the link to the page).
        if (javaScriptEnabled) await page.locator('html[data-page-ready]').waitFor({ timeout: 60_000 });
        await page.getByRole('link', { name: 'Записаться на прием', exact: true }).first().click();
        const form = javaScriptEnabled ? page.getByRole('dialog') : page.locator('form[method="post"]');
        // Typed as a person types: the defaults (BOOKING_MIN_FILL_MS) are in force here.
        await form.getByLabel('Ваше имя').pressSequentially(name, { delay: 40 });
        await form.getByLabel('Телефон').pressSequentially('7015556677', { delay: 40 });
        await form.getByRole('checkbox').check();
        await form.getByRole('button', { name: 'Отправить' }).click();
        await expect(page.getByText('Заявка отправлена').first()).toBeVisible({ timeout: 30_000 });
        await expect.poll(() => api.stored().filter((row) => row.data.name === name).length).toBe(1);
        await context.close();
      }
    }
  });
});
