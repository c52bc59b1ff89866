import type { Page } from '@playwright/test';
import { seed } from './support/api';
import { expect, test } from './support/fixtures';
import { collectControls, type TabStop, tabThrough } from './support/keyboard';
import { auditedRoutes, PAGE_READY } from './support/routes';

/**
 * WCAG 2.1.1 (keyboard), 2.1.2 (no keyboard trap), 2.4.7 (focus visible) and 2.5.8 (target size) on every
 * route, at 1280 and 390 px, and inside the booking dialogs.
 *
 * Sliders: Swiper keeps every slide in the DOM and clips the ones not shown. A hidden slide must not be a Tab
 * stop (focus would vanish into it, or scroll the track out of step with the slider), so the site's sliders make
 * the slides not shown `inert`: the audit expects the shown slide's controls to be reachable whichever slide
 * autoplay shows, and fails on any Tab stop a patient cannot see.
 */

const DIALOG = '[role="dialog"]';

/** Lets lazy widgets in (they load as they near the viewport) the way a patient scrolling down would. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => window.innerHeight);
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

/**
 * The home page's sliders first show a still picture of their first slide, and Swiper takes its place once its
 * code is in: audit the slider that stays, not the still one it replaces.
 */
async function untilSlidersTakeOver(page: Page) {
  for (const name of ['Акции и предложения клиники', 'Наши врачи']) {
    const region = page.getByRole('region', { name, exact: true });
    if (!(await region.count())) continue;
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('.swiper-initialized')).toHaveCount(1, { timeout: 20_000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** What a Tab walk says about focus: traps, stops nobody can see, stops with no visible focus. */
const focusProblems = (stops: TabStop[]) => [
  ...stops.filter((s) => s.seen === 'same').map((s) => `keyboard trap: Tab stays on ${s.name}`),
  ...stops.filter((s) => s.seen === 'again').map((s) => `keyboard trap: Tab loops back to ${s.name}`),
  ...stops.filter((s) => !s.visible).map((s) => `Tab stop not visible: ${s.name}`),
  ...stops.filter((s) => s.visible && !s.indicator).map((s) => `no visible focus: ${s.name}`),
];

/**
 * Every tab list is one Tab stop (ARIA's roving tabindex): the arrow keys must reach each of its tabs.
 * Returns the tabs they miss.
 */
async function tabsMissedByArrows(page: Page): Promise<string[]> {
  const missed: string[] = [];
  for (const list of await page.getByRole('tablist').all()) {
    if (!(await list.isVisible())) continue;
    const tabs = await list.getByRole('tab').allTextContents();
    await list.locator('[role="tab"][tabindex="0"]').focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    const reached = new Set([await focused()]);
    for (const _ of tabs.slice(1)) {
      const before = await focused();
      await page.keyboard.press('ArrowRight');
      // The tabs move focus on the next frame; a tab that never takes it is reported as missed below.
      await page
        .waitForFunction((text) => document.activeElement?.textContent !== text, before, { timeout: 2000 })
        .catch(() => undefined);
      reached.add(await focused());
    }
    missed.push(
      ...tabs.filter((tab) => !reached.has(tab)).map((tab) => `tab not reachable by arrows: ${tab}`),
    );
  }
  return missed;
}

/** The whole keyboard audit of the page as it stands: a list of readable problems, empty when all is well. */
async function auditPage(page: Page): Promise<string[]> {
  const { controls, pointerOnly } = await page.evaluate(collectControls, null);
  const stops = await tabThrough(page, controls.length * 2 + 10);
  const reached = new Set(stops.map((stop) => stop.key));
  return [
    ...controls.filter((c) => !reached.has(c.key)).map((c) => `not reachable by Tab: ${c.name}`),
    ...pointerOnly.map((name) => `clickable for a mouse only (no control): ${name}`),
    ...focusProblems(stops),
    ...controls.filter((c) => c.smallTarget).map((c) => `target too small: ${c.name}, ${c.smallTarget}`),
    ...(await tabsMissedByArrows(page)),
  ];
}

test('every control on every route is reachable by Tab, shows its focus and is a big enough target', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const report: Record<string, string[]> = {};
  for (const route of await auditedRoutes(request)) {
    await page.goto(route);
    await expect(page.locator(PAGE_READY).first()).toBeVisible();
    // A server-rendered page is ready before what loads once it has settled (the banner's slider takes the
    // still banner's place): audit the page as it stays, not while it changes.
    await page.waitForLoadState('networkidle');
    await scrollThrough(page);
    // The widgets below the fold load as they come near: audit them loaded, their sliders set up.
    await expect(page.getByTestId('widget-skeleton')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await untilSlidersTakeOver(page);
    const problems = await auditPage(page);
    if (problems.length) report[route] = problems;
  }
  expect(report).toEqual({});
});

test('the mobile menu opens from the keyboard, every link in it is reachable, and it closes behind focus @mobile', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator(PAGE_READY).first()).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Меню' });
  const menu = page.locator('#burger-menu');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  const { controls } = await page.evaluate(collectControls, '#burger-menu');
  expect(controls.length).toBeGreaterThan(5);
  const stops = await tabThrough(page, controls.length + 5, { fromTop: false, scope: '#burger-menu' });
  const reached = new Set(stops.map((stop) => stop.key));
  const leftTo = stops.at(-1);
  expect([
    ...controls.filter((c) => !reached.has(c.key)).map((c) => `not reachable by Tab: ${c.name}`),
    ...controls.filter((c) => c.smallTarget).map((c) => `target too small: ${c.name}, ${c.smallTarget}`),
    // The menu covers the page: Tab past its last control closes it, so the next stop is in sight.
    ...focusProblems(stops),
  ]).toEqual([]);
  expect(leftTo?.inScope, 'Tab leaves the menu after its last control').toBe(false);
  await expect(menu).toBeHidden();
  // Escape closes it too, back on its button.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('focus stays inside an open booking dialog, and closing it returns focus to its opener', async ({
  page,
  request,
}) => {
  const { services } = await seed(request);
  const dialogs = [
    // The callback form closes on Escape; an appointment dialog is persistent and is left with 'Отмена'.
    { path: '/contacts', opener: 'заказать обратный звонок', close: 'Escape' },
    { path: `/services/details/${services[0]?.slug}`, opener: 'Записаться на прием', close: 'Отмена' },
  ] as const;
  for (const { path, opener, close } of dialogs) {
    await page.goto(path);
    await expect(page.locator(PAGE_READY).first()).toBeVisible();
    const button = page.getByRole('link', { name: opener }).first();
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Ваше имя')).toBeFocused();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

    const { controls } = await page.evaluate(collectControls, DIALOG);
    expect(controls.length, `${opener}: the dialog's controls`).toBeGreaterThan(2);
    for (const key of ['Tab', 'Shift+Tab'] as const) {
      const stops = await tabThrough(page, controls.length * 2 + 4, { fromTop: false, key, scope: DIALOG });
      const reached = new Set(stops.map((stop) => stop.key));
      expect(
        [
          ...controls.filter((c) => !reached.has(c.key)).map((c) => `not reachable by ${key}: ${c.name}`),
          ...stops.filter((s) => !s.inScope).map((s) => `${key} left the dialog for ${s.name}`),
          ...focusProblems(stops),
        ],
        `${opener}: ${key} through the dialog`,
      ).toEqual([]);
      // Round the cycle and back on the stop it started from, still inside.
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }

    if (close === 'Escape') await page.keyboard.press('Escape');
    else {
      await dialog.getByRole('button', { name: close }).focus();
      await page.keyboard.press('Enter');
    }
    await expect(dialog).toBeHidden();
    await expect(button, `${opener}: focus back on the opener`).toBeFocused();
  }
});
