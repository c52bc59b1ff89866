import type { Service } from '@clinic/shared';
import type { Page, Request } from '@playwright/test';
import { apiData } from './support/api';
import { expect, test } from './support/fixtures';
import { serveStaticShell } from './support/staticShell';

/**
 * The API's content in the page's language: a Kazakh page shows the API's Kazakh names (its server HTML and its
 * reads in the browser alike), a Russian page the Russian ones, at the same addresses as before.
 */

/** The top services page lists the first services of the top category; the first is the seed's first. */
async function firstService(request: Parameters<typeof apiData>[0]) {
  const [kk, ru] = await Promise.all([
    apiData<Service[]>(request, '/services', 'kk'),
    apiData<Service[]>(request, '/services', 'ru'),
  ]);
  const [kazakh, russian] = [kk[0], ru[0]];
  if (!kazakh || !russian) throw new Error('the API has no services');
  expect(kazakh.id).toBe(russian.id);
  expect(kazakh.name).not.toBe(russian.name);
  return { kazakh: kazakh.name, russian: russian.name };
}

test.describe('without JavaScript: the server HTML', () => {
  test.use({ javaScriptEnabled: false });

  /**
   * The page as the server rendered it with its data. On a loaded machine a render may leave the data to the
   * browser (past its budget) or be the static shell: that fallback has its own tests; here it is asked again.
   */
  async function renderedWith(page: Page, path: string, text: string): Promise<void> {
    await expect(async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-render']).toBe('server');
      await expect(page.locator('main')).toContainText(text, { timeout: 1000 });
    }).toPass({ timeout: 90_000 });
  }

  test('/kk/services/top shows the Kazakh service name from the API, /services/top the Russian one', async ({
    page,
    request,
  }) => {
    test.setTimeout(200_000);
    const { kazakh, russian } = await firstService(request);

    await renderedWith(page, '/kk/services/top', kazakh);
    await expect(page.locator('main')).not.toContainText(russian);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');

    await renderedWith(page, '/services/top', russian);
    await expect(page.locator('main')).not.toContainText(kazakh);
  });
});

test.describe('in the browser: its own reads', () => {
  for (const [locale, path] of [
    ['kk', '/kk/services/top'],
    ['ru', '/services/top'],
  ] as const) {
    test(`${path} rendered in the browser asks the API in ${locale}, and shows its names`, async ({
      page,
      request,
    }) => {
      const { kazakh, russian } = await firstService(request);
      // The static shell (nginx's fallback): every read is the browser's own, none the server's.
      await serveStaticShell(page, path);
      const reads: Request[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname.startsWith('/api/')) reads.push(sent);
      });
      await page.goto(path);
      await expect(page.locator('main')).toContainText(locale === 'kk' ? kazakh : russian);
      await expect(page.locator('main')).not.toContainText(locale === 'kk' ? russian : kazakh);
      expect(reads.map((read) => new URL(read.url()).pathname)).toContain('/api/services');
      // The browser's own language is Russian (ru-RU): only the site's client says kk.
      for (const read of reads) expect(await read.headerValue('accept-language')).toBe(locale);
    });
  }
});
