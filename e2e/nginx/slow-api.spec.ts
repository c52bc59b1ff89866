import { expect, test } from '../tests/support/fixtures';
import { apiInFront } from './apiInFront';
import { whenServerRendered, withOwnNginx } from './startNginx';
import { SITE } from './support';

/** Longer than a section's data may take on the server (SECTION_BUDGET_MS, 1500 ms). */
const API_DELAY_MS = 2500;

test('with the API answering slowly, the page arrives rendered and its section fills in from the browser', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const api = await apiInFront({ delayMs: API_DELAY_MS });
  // The page's own budget (SSR_TIMEOUT_MS, 3 s in production) is generous here: a loaded CI machine must not
  // turn this into the static shell; what is under test is the section's budget.
  try {
    await withOwnNginx(
      { API_UPSTREAM: api.upstream, SITE_SERVERS: '1', SSR_TIMEOUT_MS: '10000' },
      async ({ site }) => {
        const response = await whenServerRendered(`${site}/doctors-list/list`, {
          headers: { 'user-agent': 'Mozilla/5.0' },
        });
        expect(response.status).toBe(200);
        const html = await response.text();
        // Rendered on the server: the layout and its links; the doctors section left to the browser.
        expect(html).toContain('href="/contacts"');
        const state = JSON.parse(/id="clinic-ssr-state">([^<]*)</.exec(html)?.[1] ?? '{}');
        expect(state.sections ?? []).not.toContainEqual(
          expect.objectContaining({ remote: 'doctors', module: 'routes' }),
        );

        const doctors = (await (await fetch(`${SITE}/api/doctors`)).json()).data as { name: string }[];
        await page.goto(`${site}/doctors-list/list`);
        await expect(page.getByRole('heading', { level: 1, name: 'Врачи' })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('main')).toContainText(doctors[0]!.name);
        await page.close(); // before its site goes away under it
      },
    );
  } finally {
    api.close();
  }
});
