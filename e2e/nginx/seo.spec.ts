import { expect, test } from '@playwright/test';
import { SITE } from './support';

// Through nginx, as crawlers reach the site (issue 15): its own files are nginx's, these come from the site servers.
test('robots.txt, sitemap.xml, a 404 and a 301 pass through nginx with the public origin', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['x-served-by']).toBe('site-server');
  expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toContain(`<loc>${SITE}/doctors-list/list</loc>`);

  for (const path of ['/no-such-page', '/doctors-list/no-such-doctor']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(await missing.text(), path).toContain('Страница не найдена');
  }

  const redirect = await request.get('/analysis', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe('/analysis/list');
});
