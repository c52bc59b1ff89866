import { seed } from '../tests/support/api';
import { expect, test } from '../tests/support/fixtures';
import {
  executableParts,
  PAYLOAD_IMAGE_NOT_FOUND,
  poisonAnswer,
  SAFE_MARKER,
} from '../tests/support/xssPayload';
import { apiInFront } from './apiInFront';
import { whenServerRendered, withOwnNginx } from './startNginx';

// DOMPurify parses each payload in an inert document; Chrome still checks its handlers against nginx's CSP and
// reports "Executing inline event handler violates…" though nothing can run there. Any other error fails.
test.use({ allowConsoleErrors: true });
const CSP_REPORT_OF_INERT_PARSE =
  /^Executing inline event handler violates the following Content Security Policy/;

test('XSS payloads in the API never arrive executable in the server’s HTML, nor run after hydration', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { services, promotions, checkUps } = await seed(request);
  const api = await apiInFront({ edit: poisonAnswer });
  const pages = [
    '/analysis/list',
    `/services/details/${services[0]!.slug}`,
    `/promotions/${promotions[0]!.slug}`,
    `/check-up/adults-details/${checkUps[0]!.slug}`,
  ];
  try {
    await withOwnNginx({ API_UPSTREAM: api.upstream, SITE_SERVERS: '1' }, async ({ site }) => {
      for (const path of pages) {
        const response = await whenServerRendered(site + path);
        const html = await response.text();
        const markup = html.replace(/<script[^>]*type="application\/json"[\s\S]*?<\/script>/, '');
        expect(markup.includes(SAFE_MARKER), `${path}: the poisoned field is rendered on the server`).toBe(
          true,
        );
        const policy = response.headers.get('content-security-policy') ?? '';
        expect(executableParts(html, policy), path).toEqual([]);

        await page.goto(site + path);
        await expect(page.getByText(SAFE_MARKER).first()).toBeVisible();
        await page.waitForTimeout(300); // onerror and onload handlers would have fired by now
        expect(await page.evaluate(() => (window as { __xss?: number }).__xss), path).toBeUndefined();
      }
      const expected = (error: string) =>
        CSP_REPORT_OF_INERT_PARSE.test(error) || PAYLOAD_IMAGE_NOT_FOUND.test(error);
      expect(consoleErrors.filter((error) => !expected(error))).toEqual([]);
      await page.close(); // before its site goes away under it
    });
  } finally {
    api.close();
  }
});
