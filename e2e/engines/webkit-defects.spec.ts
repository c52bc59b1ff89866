import type { Doctor } from '@clinic/shared';
import { apiData } from '../tests/support/api';
import { expect, test } from './support/fixtures';
import { isPhone, PHONE_AGENT } from './support/layout';
import { readReference } from './support/routes';

/**
 * Three defects WebKit showed and Chromium's suites could not (docs/browsers.md), each pinned in every engine:
 * what must hold, whatever the engine's Intl data, CSS zoom or time-zone data.
 */

async function reviewedDoctor(request: Parameters<typeof apiData>[0]): Promise<Doctor> {
  const doctors = await apiData<Doctor[]>(request, '/doctors');
  return [...doctors].sort((a, b) => b.reviews.length - a.reviews.length)[0]!;
}

for (const width of [390, 1280]) {
  test(`the doctor's week picker shows the seven days of the week at ${width} px`, async ({
    window,
    request,
  }) => {
    // Built from the clinic's today through Intl: an engine whose en-CA dates are month-first must still get it.
    const doctor = await reviewedDoctor(request);
    const page = await window(width);
    await page.open(`/doctors-list/${doctor.slug}`);
    const days = () => document.querySelectorAll('[aria-label="Дни недели"] > li').length;
    await page
      .waitFor('the week picker stayed empty', () => {
        return document.querySelectorAll('[aria-label="Дни недели"] > li').length === 7;
      })
      .catch(() => {});
    expect(await page.evaluate(days)).toBe(7);
    const numbers = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-label="Дни недели"] > li')].map((day) =>
        Number.parseInt(day.textContent?.replace(/\D+/g, ' ').trim() ?? '', 10),
      ),
    );
    expect(numbers.every((day) => day >= 1 && day <= 31)).toBe(true);
  });

  test(`review times on a doctor's page are the ones the server rendered at ${width} px`, async ({
    window,
    request,
    engine,
  }) => {
    // The clinic's clock is UTC+5 since 2024-03-01: a device whose zone data still says +6 for Asia/Almaty must
    // not show other times than the server (nor fail to hydrate them).
    const doctor = await reviewedDoctor(request);
    expect(doctor.reviews.length).toBeGreaterThan(0);
    // The phone shows reviews on its «Отзывы» tab, an address the server renders; the desktop shows all for it.
    const address = `/doctors-list/${doctor.slug}?tab=reviews`;
    const html = await (
      await request.get(address, {
        headers: isPhone(width) ? { 'user-agent': PHONE_AGENT[engine] } : {},
      })
    ).text();
    const rendered = [...html.matchAll(/<time[^>]*datetime="[^"]*"[^>]*>([^<]*)<\/time>/gi)].map(
      (match) => match[1],
    );
    expect(rendered.length, 'the server rendered the review times').toBeGreaterThan(0);
    const page = await window(width);
    await page.open(address);
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('main time[datetime]')].map((time) => time.textContent),
    );
    expect(shown).toEqual(rendered);
    expect(await page.problems()).toEqual([]);
  });
}

test("at 1280 px `main` is as wide as Chromium's, within 2 %", async ({ window }) => {
  // The desktop zoom band (720–1499 px) must scale every length alike in every engine, rem included.
  const { layout } = readReference();
  const page = await window(1280);
  for (const route of ['/', '/doctors-list/list']) {
    await page.open(route);
    const width = await page.evaluate(() => document.querySelector('main')?.getBoundingClientRect().width);
    const chromium = layout['1280']![route]!.main!.width;
    expect
      .soft(Math.abs((width ?? 0) - chromium) / chromium, `${route}: main ${width} px, Chromium ${chromium}`)
      .toBeLessThanOrEqual(0.02);
  }
});
