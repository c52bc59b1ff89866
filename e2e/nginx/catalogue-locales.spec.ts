/**
 * A section team releases before its Kazakh is written: the doctors build labelled `ru-only` (globalSetup,
 * BUILD_LOCALES=ru). On a Kazakh page the shell speaks Kazakh and the doctors' own words are Russian, never a
 * message id, with no error; the release tool names the language the build lacks. Before deploy.spec.ts (files
 * run in name order), whose `prune` removes the builds that are not live.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Doctor } from '@clinic/shared';
import { apiData } from '../tests/support/api';
import { expect, test } from '../tests/support/fixtures';
import { labelledVersion, npmRun, REPO } from './support';

test.describe.configure({ mode: 'serial' });

function ok(result: ReturnType<typeof npmRun>) {
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

const catalogue = (app: string, locale: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(REPO, app, 'src', 'messages', `${locale}.json`), 'utf8'));

test('a doctors build without Kazakh: Russian words on /kk pages, no message ids, and `releases` names kk', async ({
  page,
  request,
}) => {
  // A new generation loads in each site server first (deploy.spec.ts waits the same).
  test.setTimeout(120_000);
  const ruOnly = labelledVersion('doctors', 'ru-only');
  ok(npmRun('release', 'doctors', ruOnly));
  try {
    expect(ok(npmRun('releases'))).toMatch(new RegExp(`\\* ${ruOnly}\\s+live[^\\n]*kk: no messages`));
    await expect
      .poll(
        async () =>
          (await (await request.get('/kk/doctors-list/list')).text()).includes(`/doctors/${ruOnly}/`),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);

    const russian = catalogue('mfe-doctors', 'ru');
    const kazakh = catalogue('mfe-doctors', 'kk');
    await page.goto('/kk/doctors-list/list');
    await expect(page.locator('html[data-page-ready]')).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    // The doctors' words in Russian, the shell's (its menu, the switch) in Kazakh.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(russian['list.title']!);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(kazakh['list.title']!);
    await expect(page.getByText(russian['sort.price']!, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Рус' }).first()).toBeVisible();
    const shell = catalogue('shell', 'kk');
    const kazakhShellWords = Object.values(shell).filter((text) => !/[{<]/.test(text));
    const shown = await page.locator('body').innerText();
    expect(
      kazakhShellWords.some((text) => shown.includes(text)),
      'the shell speaks Kazakh',
    ).toBe(true);
    // No message id anywhere on the page: every id of the doctors' catalogue is a dotted name.
    for (const id of Object.keys(russian)) expect(shown, id).not.toContain(id);

    // A doctor's page of the same build.
    const [doctor] = await apiData<Doctor[]>(request, '/doctors');
    await page.goto(`/kk/doctors-list/${doctor!.slug}`);
    await expect(page.locator('html[data-page-ready]')).toBeAttached();
    await expect(page.getByText(russian['doctor.book']!, { exact: true }).first()).toBeVisible();
    const doctorPage = await page.locator('main').innerText();
    for (const id of Object.keys(russian)) expect(doctorPage, id).not.toContain(id);
  } finally {
    ok(npmRun('rollback', 'doctors'));
  }
});
