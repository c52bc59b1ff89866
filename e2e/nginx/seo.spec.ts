import type { Doctor } from '@clinic/shared';
import { expect, test } from '@playwright/test';
import { pngSize } from '../../site-server/src/testing/png';
import { apiData } from '../tests/support/api';
import { headOf } from '../tests/support/seo';
import { SITE } from './support';

// Through nginx, as crawlers reach the site: its own files are nginx's, these come from the site servers.
test('robots.txt, sitemap.xml, a 404 and a 301 pass through nginx with the public origin', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['x-served-by']).toBe('site-server');
  expect(robots.headers()['cache-control']).toBe('public, max-age=3600');
  expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(sitemap.headers()['cache-control']).toBe('public, max-age=3600');
  expect(await sitemap.text()).toContain(`<loc>${SITE}/doctors-list/list</loc>`);

  for (const path of ['/no-such-page', '/doctors-list/no-such-doctor']) {
    // Right after the deploy suite's last release a site server may still warm its new generation, and sends the
    // static shell (a 200 the browser turns into «not found») until then: the 404 comes once it renders.
    await expect
      .poll(async () => (await request.get(path)).status(), { message: path, timeout: 60_000 })
      .toBe(404);
    expect(await (await request.get(path)).text(), path).toContain('Страница не найдена');
  }

  const redirect = await request.get('/analysis', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe('/analysis/list');
});

test('link-preview pictures pass through nginx as the site servers draw them, cacheable', async ({
  request,
}) => {
  const [doctor] = await apiData<Doctor[]>(request, '/doctors');
  for (const path of [`/doctors-list/${doctor!.slug}`, '/doctors-list/list']) {
    const image = (await headOf(request, path)).meta['og:image']!;
    expect(image, path).toMatch(new RegExp(`^${SITE}/og/`));
    const preview = await request.get(image);
    expect(preview.status(), image).toBe(200);
    expect(preview.headers()['x-served-by'], image).toBe('site-server');
    expect(preview.headers()['content-type'], image).toBe('image/png');
    expect(preview.headers()['cache-control'], image).toBe('public, max-age=86400');
    expect(pngSize(await preview.body()), image).toEqual({ width: 1200, height: 630 });
  }
  const outside = await request.get('/og/media/%2e%2e/api/doctors.svg.png');
  expect(outside.status()).toBe(404);
  // A page keeps its own: revalidate every time.
  expect((await request.get('/contacts')).headers()['cache-control']).toBe('no-cache');
});
