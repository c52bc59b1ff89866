import { expect, isMobile, test } from './support/fixtures';
import { largestEmptyBandShare, wordsCutWithoutHyphen } from './support/textLayout';

/**
 * The home page reads well (issue 23): no word cut across lines without a hyphen, even in a browser with no
 * hyphenation dictionary (this Chromium, started with --disable-component-update, has none), and no card
 * stretched half empty. Desktop from its narrowest width (640 px, no zoom) to 1500 px; phones from 320 px.
 */
const DESKTOP_WIDTHS = [1280, 1500, 1000, 720, 640];
const PHONE_WIDTHS = [390, 320];

test('the checker sees a word cut without a hyphen in this browser, and none cut at a soft hyphen', async ({
  page,
}) => {
  // Words that do not fit are cut, as the site's CSS has it (Chakra's `overflow-wrap: break-word`).
  await page.setContent(
    `<style>p { overflow-wrap: break-word; width: 5ch }</style>
     <p lang="ru" style="hyphens: auto">Маммография</p><p>Мам\u00ADмо\u00ADгра\u00ADфия</p>`,
  );
  const cut = await page.locator('p').first().evaluate(wordsCutWithoutHyphen);
  const hyphenated = await page.locator('p').last().evaluate(wordsCutWithoutHyphen);
  expect(cut.length).toBeGreaterThan(0);
  expect(hyphenated).toEqual([]);
});

test('no word on the home page breaks across lines without a hyphen, at any width of its layout', async ({
  page,
}, testInfo) => {
  const mobile = isMobile(testInfo.project.use.viewport?.width);
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('navigation', { name: 'Популярные услуги' }).getByRole('link')).toHaveCount(7);
  const checkUps = main.getByRole('region', { name: 'Check-up программы' });
  await expect(checkUps.getByRole('link', { name: /^Check-up «/ })).toHaveCount(4);
  for (const width of mobile ? PHONE_WIDTHS : DESKTOP_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => main.evaluate(wordsCutWithoutHyphen), { message: `${width} px` }).toEqual([]);
  }
});

test('the about card is as tall as its content: no empty band in it @desktop', async ({ page }) => {
  await page.goto('/');
  const about = page.getByRole('main').getByRole('region', { name: 'О клинике', exact: true });
  await expect(page.getByRole('region', { name: 'Check-up программы' }).getByRole('link')).not.toHaveCount(0);
  for (const width of DESKTOP_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await about.evaluate(largestEmptyBandShare), `${width} px`).toBeLessThan(0.25);
  }
});
