import { REMOTE_NAMES } from '@clinic/shared/federation';
import { DEV_PORTS } from '../../rspack.config.base';
import { expect, test } from '../tests/support/fixtures';

const devUrl = (app: keyof typeof DEV_PORTS, path = '/') => `http://127.0.0.1:${DEV_PORTS[app]}${path}`;

test.beforeAll(async () => {
  // The API answers first; each dev server compiles in its own time.
  for (const remote of REMOTE_NAMES) {
    await expect
      .poll(async () => (await fetch(devUrl(remote, '/mf-manifest.json')).catch(() => null))?.status, {
        timeout: 120_000,
      })
      .toBe(200);
  }
});

test('the dev shell federates every remote from its dev server, pictures and data included', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The catalogue's widget, from http://127.0.0.1:3001, with the API's data through the shell's proxy.
  await expect(page.getByRole('heading', { name: 'Check-up программы' })).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();
  for (const [route, remote] of [
    ['/analysis/list', 'analyses'],
    ['/doctors-list/list', 'doctors'],
    ['/services/top', 'catalog'],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }), `${remote} on ${route}`).toBeVisible();
  }
  expect(failed).toEqual([]);
});

test('a remote runs alone on its own dev server', async ({ page }) => {
  for (const [remote, path] of [
    ['catalog', '/services/top'],
    ['analyses', '/analysis/list'],
    ['doctors', '/doctors-list/list'],
  ] as const) {
    await page.goto(devUrl(remote, path));
    await expect(page.getByRole('heading', { level: 1 }), remote).toBeVisible();
  }
});
