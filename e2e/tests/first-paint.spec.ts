import { createHash } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { auditedRoutes, PAGE_READY } from './support/routes';

/**
 * First paint waits for no request: the only script before the content is the tap capture, inline in the head and
 * allowed by its hash in the CSP the site server sends (deploy/src/contentSecurityPolicy.ts).
 */
test('with every script held back, each page’s content is on screen', async ({ context, request }) => {
  test.setTimeout(180_000);
  for (const route of await auditedRoutes(request)) {
    // A page of its own for each route: requests for scripts never answer, as on a mobile line that has stalled,
    // and the server's HTML must paint alone.
    const page = await context.newPage();
    await page.route(/\.js(\?|$)/, () => {});
    await page.goto(route, { waitUntil: 'commit' });
    await expect(page.locator(PAGE_READY).first(), route).toBeVisible();
    await page.close();
  }
});

test('the inline script runs under the CSP: its hash is in the header the page came with', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  const response = await page.goto('/doctors-list/list');
  const csp = (await response?.headerValue('content-security-policy')) ?? '';
  const html = (await response?.text()) ?? '';
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text = '']) => text);
  expect(inline, 'the tap capture, inline').toHaveLength(1);
  const hash = createHash('sha256').update(inline[0]!, 'utf8').digest('base64');
  expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  expect(violations).toEqual([]);
});
