import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../tests/support/fixtures';
import {
  checksum,
  deployRoot,
  isRunning,
  labelledVersion,
  liveRemotes,
  nginxPid,
  npmRun,
  OTHER_ORIGIN,
  SITE,
  shellChecksum,
} from './support';

test.describe.configure({ mode: 'serial' });

const OTHERS = ['catalog', 'doctors', 'booking'];
const othersChecksums = () => OTHERS.map((name) => checksum(path.join(deployRoot(), 'mfe', name)));
const build = (label: string) => `Сборка: ${label}`;

function ok(result: ReturnType<typeof npmRun>) {
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** Marks the document, so a test can tell a reload (the mark is gone) from client-side navigation. */
const mark = (page: Page) =>
  page.evaluate(() => {
    Object.assign(window, { __sameDocument: true });
  });
const sameDocument = (page: Page) => page.evaluate(() => '__sameDocument' in window);

/**
 * The analyses list as the site servers render it after a deploy. A page load is never rendered with the version
 * before it: until the new generation is warm, a site server sends the static shell (which reads /remotes.json).
 */
async function serverRendered(request: APIRequestContext, stale: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await request.get('/analysis/list');
        if (response.headers()['x-render'] !== 'server') return 'static shell';
        // React separates adjacent text with <!-- -->: «Сборка: <!-- -->v2».
        html = (await response.text()).replaceAll('<!-- -->', '');
        return html.includes(stale) ? `rendered with ${stale}` : 'rendered';
      },
      // A new generation loads and warms up in each site server; a loaded CI machine takes its time.
      { timeout: 60_000 },
    )
    .toBe('rendered');
  return html;
}

async function openAnalysesFromMenu(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Анализы', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Анализы' })).toBeVisible();
}

test('deploying analyses v1 then v2 changes what patients see, and nothing else', async ({
  page,
  request,
}) => {
  // As the rollback's test: `serverRendered` waits up to 60 s for the new generation, which the default 30 s
  // cut short (24.8 s in a green CI run, over 30 in the next on the same loaded machine).
  test.setTimeout(120_000);
  const [v1, v2] = [labelledVersion('analyses', 'v1'), labelledVersion('analyses', 'v2')];
  const others = othersChecksums();
  const shell = shellChecksum();
  const otherEntries = OTHERS.map((name) => liveRemotes()[name]);

  // v1 went live with the first build; releasing it again changes nothing.
  expect(ok(npmRun('release', 'analyses', v1))).toContain(`analyses ${v1} is already live`);
  await page.goto('/analysis/list');
  await expect(page.getByText(build('v1'))).toBeVisible();

  expect(ok(npmRun('release', 'analyses', v2))).toContain(`analyses: ${v1} → ${v2} is live`);
  // Rendered on the server with v2 from then on, naming v2 for the browser to hydrate.
  const html = await serverRendered(request, build('v1'));
  expect(html.includes(build('v2')), 'v2 in the server-rendered HTML').toBe(true);
  expect(html.includes(`/mfe/analyses/${v2}/mf-manifest.json`), 'v2 named for hydration').toBe(true);
  await page.reload();
  await expect(page.getByText(build('v2'))).toBeVisible();
  await expect(page.getByText(build('v1'))).toHaveCount(0);

  expect(liveRemotes().analyses).toBe(`/mfe/analyses/${v2}/mf-manifest.json`);
  expect(OTHERS.map((name) => liveRemotes()[name])).toEqual(otherEntries);
  expect(othersChecksums()).toEqual(others);
  expect(shellChecksum()).toBe(shell);
});

test('`npm run rollback -- analyses` and a reload show v1, with no shell rebuild and no nginx restart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shell = shellChecksum();
  const others = othersChecksums();
  await page.goto('/analysis/list');
  await expect(page.getByText(build('v2'))).toBeVisible();

  expect(ok(npmRun('rollback', 'analyses'))).toContain(`→ ${labelledVersion('analyses', 'v1')} is live`);
  const html = await serverRendered(request, build('v2'));
  expect(html.includes(build('v1')), 'v1 in the server-rendered HTML').toBe(true);
  await page.reload();
  await expect(page.getByText(build('v1'))).toBeVisible();

  expect(isRunning(nginxPid()), 'the same nginx master still serves').toBe(true);
  expect(shellChecksum()).toBe(shell);
  expect(othersChecksums()).toEqual(others);
  expect(ok(npmRun('releases'))).toMatch(
    new RegExp(
      `${labelledVersion('analyses', 'v2')}\\s+was live[\\s\\S]*\\* ${labelledVersion('analyses', 'v1')}\\s+live`,
    ),
  );
});

test.describe('failures', () => {
  test.use({ allowConsoleErrors: true });

  test('with the live version folder deleted, analyses shows its fallback and the rest of the site works', async ({
    page,
    consoleErrors,
  }) => {
    const dir = path.join(deployRoot(), 'mfe', 'analyses', labelledVersion('analyses', 'v1'));
    const aside = `${dir}.aside`;
    fs.renameSync(dir, aside);
    try {
      await page.goto('/analysis/list');
      await mark(page);
      await expect(page.getByRole('heading', { name: 'Раздел временно недоступен' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(consoleErrors.join('\n')).toMatch(/remote "analyses" failed to load/);

      await page.getByRole('banner').getByRole('link', { name: 'Врачи', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Врачи' })).toBeVisible();
      // remotes.json did not change: reloading could not help, so the page did not reload.
      expect(await sameDocument(page)).toBe(true);
    } finally {
      fs.renameSync(aside, dir);
    }
  });

  test('a tab opened before a deploy keeps working, and reloads onto the live version once its own is pruned', async ({
    page,
    browser,
  }) => {
    const [v1, v2] = [labelledVersion('analyses', 'v1'), labelledVersion('analyses', 'v2')];
    expect(liveRemotes().analyses).toContain(v1);
    const tabA = page;
    // Another patient's browser: tab A's HTTP cache would keep serving v1's immutable files to a tab beside it.
    const tabB = await (await browser.newContext({ baseURL: SITE })).newPage();
    for (const tab of [tabA, tabB]) {
      await tab.goto('/contacts');
      await mark(tab);
    }

    ok(npmRun('release', 'analyses', v2));
    await openAnalysesFromMenu(tabA);
    await expect(tabA.getByText(build('v1')), 'the old version is still served').toBeVisible();
    expect(await sameDocument(tabA)).toBe(true);

    expect(ok(npmRun('prune', '--keep', '1'))).toContain(`removed analyses ${v1}`);
    await tabB.getByRole('banner').getByRole('link', { name: 'Анализы', exact: true }).click();
    await expect(tabB.getByText(build('v2'))).toBeVisible();
    expect(await sameDocument(tabB), 'the tab reloaded itself').toBe(false);
    expect(await tabB.evaluate(() => sessionStorage.getItem('clinic.reloadedForDeployAt'))).toMatch(/^\d+$/);
    await tabB.context().close();
  });
});

test('an absolute manifest URL in /remotes.json loads the remote from another origin', async ({ page }) => {
  const v2 = labelledVersion('analyses', 'v2');
  ok(npmRun('release', 'analyses', v2, '--base-url', OTHER_ORIGIN));
  expect(liveRemotes().analyses).toBe(`${OTHER_ORIGIN}/mfe/analyses/${v2}/mf-manifest.json`);
  const fromOtherOrigin: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${OTHER_ORIGIN}/mfe/analyses/`)) fromOtherOrigin.push(response.url());
  });
  try {
    await page.goto('/analysis/list');
    await expect(page.getByText(build('v2'))).toBeVisible();
    expect(fromOtherOrigin.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromOtherOrigin.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  } finally {
    ok(npmRun('release', 'analyses', v2));
  }
});
