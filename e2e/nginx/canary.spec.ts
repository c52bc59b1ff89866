/**
 * A canary of one remote behind nginx and two site servers: a doctors build released to a share of
 * visitors. Each visitor stays on one side in the server's render, in hydration and in every navigation after,
 * and a signed preview shows a version to one browser only.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { newVisitorId, visitorPercentile } from '../../site-server/src/visitors/assignment';
import { sortGroup } from '../tests/support/doctorsList';
import { expect, test } from '../tests/support/fixtures';
import {
  deployRoot,
  labelledVersion,
  liveRemotes,
  npmRun,
  OPS_TOKEN,
  SITE,
  versionOfManifest,
} from './support';

test.describe.configure({ mode: 'serial' });

function ok(result: ReturnType<typeof npmRun>) {
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** The doctors version a server-rendered page names for hydration (its state's remote map). */
const renderedWith = (html: string) => /\/mfe\/doctors\/([^/"\\]+)\/mf-manifest\.json/.exec(html)?.[1];

/** The patient switches to another app: the page is hidden and sends its beacon (shell/src/rum/). */
async function hideAndSendBeacon(page: Page) {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/rum', {
    timeout: 15_000,
  });
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event('pagehide'));
  });
  expect((await answered).status()).toBe(204);
}

/** Visitors so far: each gets an address of its own. */
let visitors = 0;

/**
 * One fresh visitor: the doctors list as the server rendered it, then hydrated, then five navigations in the page
 * (three sorts, a doctor, back). Returns every doctors version the visitor met on the way.
 */
async function visit(
  browser: Browser,
  {
    navigate = true,
    beacon = false,
    visitorId,
  }: { navigate?: boolean; beacon?: boolean; visitorId?: string } = {},
): Promise<{ server?: string; loaded: Set<string> }> {
  // Each visitor from a network of its own, as patients are (the hard gate counts networks, not only visitors):
  // nginx appends its own client, 127.0.0.1, which the site server trusts, so it reads this one.
  visitors += 1;
  const network = `10.${Math.floor(visitors / 250) % 250}.${visitors % 250}.7`;
  const context = await browser.newContext({
    baseURL: SITE,
    extraHTTPHeaders: { 'x-forwarded-for': network },
  });
  // A visitor who has been here before (their side is decided by this id), else a fresh one.
  if (visitorId) await context.addCookies([{ name: 'mfe_visitor', value: visitorId, url: SITE }]);
  const page = await context.newPage();
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const version = /\/mfe\/doctors\/([^/]+)\//.exec(request.url())?.[1];
    if (version) loaded.add(version);
  });
  try {
    const response = await page.goto('/doctors-list/list');
    // Under load a render may miss its budget: the static shell then loads the visitor's versions itself.
    const server =
      response?.headers()['x-render'] === 'server' ? renderedWith(await response.text()) : undefined;
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    if (!navigate) {
      // The patient reads for a moment before leaving: a build that breaks once mounted has shown its fallback
      // by then (a beacon sent at the very moment the page turned ready would not know of it yet).
      if (beacon) await page.waitForTimeout(1000);
      if (beacon) await hideAndSendBeacon(page);
      return { server, loaded };
    }
    for (const sort of ['Цена', 'Стаж', 'Рейтинг']) {
      await sortGroup(page).getByRole('link', { name: sort }).click();
      await expect(page).toHaveURL(/sort_by=/);
    }
    await page.locator('main a[href^="/doctors-list/"]:not([href^="/doctors-list/list"])').first().click();
    await expect(page).toHaveURL(/\/doctors-list\/(?!list)/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Врачи' })).toBeVisible();
    // The page's own later reads of the remote map agree (a remote loaded again, a reload check).
    const remotes = await page.evaluate(() => fetch('/remotes.json').then((r) => r.json()));
    loaded.add(versionOfManifest('doctors', remotes.doctors) ?? 'none');
    return { server, loaded };
  } finally {
    await context.close();
  }
}

/**
 * Until each site server renders both sides: a canary's generation starts on each server's poll, and until it is
 * warm a canary visitor gets the static shell (rendered in the browser with the same versions), as a patient would.
 */
/** A new visitor id on the stable side of `candidate`'s canary at `share` %, or on its canary side. */
function visitorOn(side: 'canary' | 'stable', candidate: string, share: number): string {
  for (;;) {
    const id = newVisitorId();
    if (visitorPercentile(id, 'doctors', candidate) < share === (side === 'canary')) return id;
  }
}

/**
 * One fresh visitor over HTTP, from a network of its own: the side the site server put them on (their remote map,
 * read with the visitor cookie it set) and, when it rendered the page, the version it rendered with.
 */
async function freshVisitor(): Promise<{ side?: string; server?: string }> {
  visitors += 1;
  const forwarded = { 'x-forwarded-for': `10.${Math.floor(visitors / 250) % 250}.${visitors % 250}.9` };
  const page = await fetch(`${SITE}/doctors-list/list`, { headers: forwarded });
  const html = await page.text();
  const cookie = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair?.startsWith('mfe_visitor='));
  expect(cookie, 'a fresh visitor gets an id while a canary runs').toBeTruthy();
  const remotes = await (
    await fetch(`${SITE}/remotes.json`, { headers: { ...forwarded, cookie: cookie ?? '' } })
  ).json();
  const server = page.headers.get('x-render') === 'server' ? renderedWith(html) : undefined;
  return { side: versionOfManifest('doctors', remotes.doctors), server };
}

async function untilBothSidesRender(candidate: string, share: number) {
  for (const id of [visitorOn('canary', candidate, share), visitorOn('stable', candidate, share)]) {
    let inARow = 0;
    await expect
      .poll(
        async () => {
          const response = await fetch(`${SITE}/doctors-list/list`, {
            headers: { cookie: `mfe_visitor=${id}` },
          });
          inARow = response.headers.get('x-render') === 'server' ? inARow + 1 : 0;
          return inARow;
        },
        { timeout: 90_000 },
      )
      .toBeGreaterThanOrEqual(4); // round robin over two site servers: each rendered it twice
  }
}

test('a doctors canary at 50 %: fresh visitors split within binomial bounds, each on one version throughout', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const stable = versionOfManifest('doctors', liveRemotes().doctors);
  const candidate = labelledVersion('doctors', 'v2');
  expect(ok(npmRun('release', 'doctors', candidate, '--canary', '50', '--manual'))).toContain(
    `doctors: ${candidate} is live for 50 % of visitors, ${stable} for the rest`,
  );
  expect(ok(npmRun('releases'))).toMatch(new RegExp(`canary ${candidate} for 50 % of visitors`));
  try {
    await untilBothSidesRender(candidate, 50);
    // The split is counted over HTTP: forty browsers would take minutes and see no more than the server says.
    const sides: string[] = [];
    let serverRendered = 0;
    for (let i = 0; i < 40; i += 1) {
      const { side, server } = await freshVisitor();
      expect([stable, candidate], `visitor ${i}`).toContain(side);
      if (server) {
        expect(server, `visitor ${i}: the server rendered the version its remote map names`).toBe(side);
        serverRendered += 1;
      }
      sides.push(side ?? '');
    }
    // The static shell is the fallback of a render past its budget, not the rule.
    expect(serverRendered).toBeGreaterThan(sides.length / 2);
    // 40 visitors at 50 %: mean 20, standard deviation ≈ 3.2; 3 deviations either side.
    const inCanary = sides.filter((side) => side === candidate).length;
    expect(inCanary).toBeGreaterThanOrEqual(10);
    expect(inCanary).toBeLessThanOrEqual(30);
    // In a browser, a visitor of each side: the render, hydration and every navigation after on one version.
    const browsed = await Promise.all(
      (['canary', 'stable'] as const).map((side) =>
        visit(browser, { visitorId: visitorOn(side, candidate, 50) }),
      ),
    );
    for (const [i, { server, loaded }] of browsed.entries()) {
      const expected = i === 0 ? candidate : stable;
      expect([...loaded], `the ${i === 0 ? 'canary' : 'stable'} visitor: every doctors file and map`).toEqual(
        [expected],
      );
      if (server) expect(server).toBe(expected);
    }
  } finally {
    expect(ok(npmRun('rollback', 'doctors'))).toContain(`the canary ${candidate} ended`);
  }
  // Ended: a fresh visitor gets the stable version only.
  expect([...(await visit(browser)).loaded]).toEqual([stable]);
});

test('a preview link shows the candidate to that browser only; a forged token shows the plain site', async ({
  browser,
}) => {
  const stable = versionOfManifest('doctors', liveRemotes().doctors);
  const candidate = labelledVersion('doctors', 'v2');
  const link = ok(npmRun('preview', 'doctors', candidate, '--site', SITE)).trim();
  expect(link).toMatch(new RegExp(`^${SITE}/\\?mfe-preview=[\\w-]+\\.[\\w-]+$`));
  const html = async (context: Awaited<ReturnType<Browser['newContext']>>, url: string) => {
    const page = await context.newPage();
    const response = await page.goto(url);
    await expect(page).not.toHaveURL(/mfe-preview/);
    return renderedWith(await page.content()) ?? renderedWith((await response?.text()) ?? '');
  };

  const previewer = await browser.newContext();
  const patient = await browser.newContext();
  const forger = await browser.newContext();
  try {
    await html(previewer, link);
    expect(await html(previewer, `${SITE}/doctors-list/list`)).toBe(candidate);
    expect(await html(patient, `${SITE}/doctors-list/list`)).toBe(stable);
    const forged = link.replace(/.{4}$/, 'AAAA');
    await html(forger, forged);
    // No preview or canary cookie (a page sets only its page view's, for the beacons: rum/pageView.ts).
    expect((await forger.cookies()).filter((cookie) => cookie.name.startsWith('mfe_'))).toEqual([]);
    expect(await html(forger, `${SITE}/doctors-list/list`)).toBe(stable);
  } finally {
    await Promise.all([previewer.close(), patient.close(), forger.close()]);
  }
});

/** Fast enough for a test: a look every 2 s, a verdict from 10 visitors a side, one step of 15 healthy seconds. */
const QUICK_POLICY = {
  analysisIntervalSeconds: 2,
  windowSeconds: 300,
  minVisitors: 10,
  steps: [50],
  healthyWindowSeconds: [15],
};

const history = () =>
  (
    JSON.parse(fs.readFileSync(path.join(deployRoot(), 'releases.json'), 'utf8')) as {
      entries: { action: string; version: string; reason?: string }[];
    }
  ).entries;

test('the controller rolls back a broken canary from real pages’ beacons, and promotes a healthy one', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const policyFile = path.join(deployRoot(), 'canary-policy.json');
  fs.writeFileSync(policyFile, JSON.stringify(QUICK_POLICY));
  const stable = versionOfManifest('doctors', liveRemotes().doctors);
  const broken = labelledVersion('doctors', 'broken');
  const healthy = labelledVersion('doctors', 'v2');
  try {
    ok(npmRun('release', 'doctors', broken, '--canary', '50'));
    await untilBothSidesRender(broken, 50);
    let stableVisitors = 0;
    for (let visitor = 0; visitor < 80; visitor += 1) {
      if (history().at(-1)?.action !== 'canary') break; // the controller has decided
      // Both sides in turn: the controller may decide after a few canary views, and stable ones must be seen.
      const side = visitor % 2 === 0 ? 'stable' : 'canary';
      const { loaded } = await visit(browser, {
        navigate: false,
        beacon: true,
        visitorId: visitorOn(side, broken, 50),
      });
      // In the order the files were asked for: a visitor who started on the stable side never loads a file of
      // the broken build. One who started on the canary may be moved to the stable version by a rollback that
      // lands while they read (its failing section asks /remotes.json and reloads onto what is live:
      // reloadOnNewDeploy.ts), never the other way.
      const [first, ...later] = [...loaded];
      if (first === stable) {
        expect([...loaded], `visitor ${visitor}`).toEqual([stable]);
        stableVisitors += 1;
      } else {
        expect(first, `visitor ${visitor}`).toBe(broken);
        expect(later, `visitor ${visitor}: after the canary, only the stable version`).toEqual(
          later.length ? [stable] : [],
        );
      }
    }
    await expect.poll(() => history().at(-1)?.action, { timeout: 30_000 }).not.toBe('canary');
    // The whole entry: a wrong verdict shows its reason, with the figures it saw.
    expect(history().at(-1)).toMatchObject({
      action: 'canary-rollback',
      version: broken,
      reason: expect.stringMatching(/^controller: /),
    });
    expect(stableVisitors).toBeGreaterThan(0);
    expect(versionOfManifest('doctors', liveRemotes().doctors)).toBe(stable);

    ok(npmRun('release', 'doctors', healthy, '--canary', '50'));
    await untilBothSidesRender(healthy, 50);
    for (let visitor = 0; visitor < 80; visitor += 1) {
      if (versionOfManifest('doctors', liveRemotes().doctors) === healthy) break;
      await visit(browser, { navigate: false, beacon: true });
    }
    await expect
      .poll(() => versionOfManifest('doctors', liveRemotes().doctors), { timeout: 30_000 })
      .toBe(healthy);
    expect(history().at(-1)).toMatchObject({
      action: 'promote',
      reason: expect.stringMatching(/^controller: /),
    });
  } finally {
    fs.rmSync(policyFile, { force: true });
    // Back to the stable doctors for the suites after this one.
    if (stable && versionOfManifest('doctors', liveRemotes().doctors) !== stable)
      ok(npmRun('release', 'doctors', stable));
  }
});

test('/ops refuses without the ops token, and with it shows the canary’s curves and ends it', async ({
  browser,
}) => {
  const candidate = labelledVersion('doctors', 'v2');
  const anonymous = await browser.newContext({ baseURL: SITE });
  const ops = await browser.newContext({
    baseURL: SITE,
    httpCredentials: { username: 'ops', password: OPS_TOKEN },
  });
  ok(npmRun('release', 'doctors', candidate, '--canary', '20', '--manual'));
  try {
    // A browser without the token gets the basic-auth challenge (headless Chromium cannot answer it).
    const refused = await anonymous.request.get('/ops');
    expect(refused.status()).toBe(401);
    expect(refused.headers()['www-authenticate']).toMatch(/^Basic /);
    expect(refused.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect((await anonymous.request.get('/ops/series.json?remote=doctors')).status()).toBe(401);

    const page = await ops.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/ops');
    await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
    await expect(page.locator('section', { hasText: `canary ${candidate}` })).toContainText('20 %');
    // Three curves (failures, LCP, INP), canary against stable, drawn by uPlot.
    await expect(page.locator('.chart .uplot')).toHaveCount(3);
    await expect(page.locator('.chart .uplot').first()).toContainText(`canary ${candidate}`);
    await page.getByRole('button', { name: 'Roll back' }).click();
    await expect(page.getByRole('status')).toHaveText(`doctors: the canary ${candidate} ended`);
    expect(liveRemotes().doctors).not.toContain(candidate);
    expect(errors).toEqual([]);
  } finally {
    await Promise.all([anonymous.close(), ops.close()]);
    // Ends the canary if the page did not (with none, a rollback would move the stable version instead).
    if (fs.readFileSync(path.join(deployRoot(), 'canary.json'), 'utf8').includes('doctors'))
      ok(npmRun('rollback', 'doctors'));
  }
});
