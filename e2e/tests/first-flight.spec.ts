import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { COMPRESSION_SETTINGS } from '../../site-server/src/render/pageHtml';
import { expect, test } from './support/fixtures';

/**
 * The first flight (docs/performance.md): a new connection's first congestion window, 10 segments of about
 * 1.4 KB, carries the head and the markup of the first screen, so a phone on a slow line paints it one round
 * trip after the document's headers. The structured data and the server state come after the content.
 */
const FIRST_FLIGHT_BYTES = 14 * 1024;

/** One page of each kind: the shell's own, a list and a detail of each remote, a form, and a Kazakh one. */
const PAGES = [
  '/',
  '/contacts',
  '/services/top',
  '/promotions/kompleksnoe-uzi',
  '/check-up/list',
  '/analysis/list',
  '/doctors-list/list',
  '/doctors-list/ivanova-anna',
  '/booking/mail',
  '/kk/doctors-list/list',
];

const brotliBytes = (text: string) => zlib.brotliCompressSync(text, COMPRESSION_SETTINGS.brotli).length;

/** The longest start of the page that the first flight carries, compressed as the site server sends it. */
function firstFlight(html: string): string {
  let fits = 0;
  let over = html.length + 1;
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2);
    if (brotliBytes(html.slice(0, middle)) <= FIRST_FLIGHT_BYTES) fits = middle;
    else over = middle;
  }
  return html.slice(0, fits);
}

/** The words a phone paints in its first screen, with the document given as `html` (no script runs). */
async function firstScreenWords(page: Page, path: string, html: string): Promise<string[]> {
  await page.route(path, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(path);
  await page.unroute(path);
  return page.evaluate(() => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text) continue;
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && box.bottom > 0 && box.top < innerHeight) words.push(text);
    }
    return words;
  });
}

test.describe('the first flight', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PAGES)
    test(`${path}: the first 14 KB carry the head and the first screen's markup, and no data comes before the content @mobile`, async ({
      page,
      request,
    }) => {
      const response = await request.get(path);
      expect(response.headers()['x-render']).toBe('server');
      const html = await response.text();
      const content = html.indexOf('<div id="root">');
      expect(content).toBeGreaterThan(0);
      expect(html.slice(0, content)).not.toMatch(/<script type="application\/(ld\+)?json"/);

      const flight = firstFlight(html);
      expect(flight.length, 'the first flight ends inside the head').toBeGreaterThan(content);
      const whole = await firstScreenWords(page, path, html);
      expect(whole.length).toBeGreaterThan(3);
      expect(await firstScreenWords(page, path, flight)).toEqual(whole);
    });
});
