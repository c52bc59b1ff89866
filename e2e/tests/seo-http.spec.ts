import { REDIRECTS } from '@clinic/shared/core';
import { expect, test } from '@playwright/test';
import { CATALOG_NOT_FOUND } from './support/catalogNotFound';
import { auditedRoutes } from './support/routes';

// HTTP only, no browser: what the status line says to search engines.
test.describe('status codes that mean what they say @desktop', () => {
  test('every route of SPEC §2 answers 200, server-rendered', async ({ request }) => {
    const routes = (await auditedRoutes(request)).filter((path) => path !== '/no-such-page');
    for (const path of routes) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-render'], path).toBe('server');
    }
  });

  test('an unknown route and an unknown slug on every details route answer 404 with the Russian page', async ({
    request,
  }) => {
    const paths = [
      '/no-such-page',
      '/doctors-list/no-such-doctor',
      // Deeper than any doctors route: the section's own «not found», not an empty page.
      '/doctors-list/doctor/1',
      '/analysis/no-such-page',
      ...CATALOG_NOT_FOUND.map(([path]) => path),
    ];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Страница не найдена');
    }
  });

  test('each redirect of SPEC §2 is a permanent one from the server', async ({ request }) => {
    for (const [from, to] of REDIRECTS) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test('every other form of a URL (case, trailing slash) redirects to the one canonical form, query kept', async ({
    request,
  }) => {
    const forms = {
      '/contacts/': '/contacts',
      '/About-Us': '/about-us',
      '/DOCTORS-LIST/LIST/?utm_source=vk': '/doctors-list/list?utm_source=vk',
      '/Analysis/': '/analysis/list',
    };
    for (const [from, to] of Object.entries(forms)) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });
});
