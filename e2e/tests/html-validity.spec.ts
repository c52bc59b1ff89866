import { devices, expect, test } from '@playwright/test';
import { PHONE } from '../devices';
import { nuErrors } from './support/nuChecker';
import { auditedKazakhRoutes, auditedRoutes } from './support/routes';

/** The server renders the phone layout for a phone's User-Agent (e2e/devices.ts). */
const USER_AGENTS = { 1280: devices['Desktop Chrome'].userAgent, 390: PHONE.userAgent };

// HTTP only, no browser: the server's HTML of every route kind at both widths, as the W3C Nu HTML Checker reads it.
test.describe('the server HTML is valid HTML @desktop', () => {
  test('the Nu HTML Checker finds no error on any route kind, desktop or phone, in both languages', async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const pages: Record<string, string> = {};
    for (const route of [...(await auditedRoutes(request)), ...(await auditedKazakhRoutes(request))]) {
      for (const [width, userAgent] of Object.entries(USER_AGENTS)) {
        const response = await request.get(route, { headers: { 'User-Agent': userAgent } });
        const html = await response.text();
        // A rendered page with its content, not the static shell: an empty <div id="root"> would prove nothing.
        expect(response.headers()['x-render'], `${route} at ${width}`).toBe('server');
        expect(html, `${route} at ${width}`).toMatch(/<main[^>]*>[\s\S]*(<h1|role="alert")/);
        pages[`${route} at ${width}`] = html;
      }
    }
    expect(Object.keys(pages)).toHaveLength(68);
    expect(nuErrors(pages)).toEqual([]);
  });
});
