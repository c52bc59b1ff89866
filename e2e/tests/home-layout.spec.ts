import { expect, onPhone, test } from './support/fixtures';
import { largestEmptyBandShare, wordsCutWithoutHyphen } from './support/textLayout';

/**
 * The home page reads well: no word cut across lines without a hyphen, even in a browser with no
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
}) => {
  const mobile = onPhone();
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

test('the home tile with a picture shows its name on a plain backdrop, not over the picture’s own words', async ({
  page,
}) => {
  await page.goto('/');
  const tile = page.locator('main [data-bg="image"]');
  await expect(tile).toBeVisible();
  const name = tile.locator('p').last();
  await name.scrollIntoViewIfNeeded();
  // Where the name's letters are (its shown text, not the whole name kept for screen readers), inside its box;
  // then the letters made transparent, to see what lies behind them.
  const letters = await name.evaluate((element) => {
    const shown = element.querySelector('[aria-hidden="true"]') ?? element;
    const range = document.createRange();
    range.selectNodeContents(shown);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 2);
    const box = element.getBoundingClientRect();
    const left = Math.min(...rects.map((rect) => rect.left));
    const top = Math.min(...rects.map((rect) => rect.top));
    element.style.color = 'transparent';
    return {
      x: left - box.left,
      y: top - box.top,
      width: Math.max(...rects.map((rect) => rect.right)) - left,
      height: Math.max(...rects.map((rect) => rect.bottom)) - top,
    };
  });
  const png = (await name.screenshot()).toString('base64');
  // Decoded on a blank page of its own (the site's CSP allows no data: images).
  const scratch = await page.context().newPage();
  const behind = await scratch.evaluate(
    async ({ png, area }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(
        Math.floor(area.x),
        Math.floor(area.y),
        Math.ceil(area.width),
        Math.ceil(area.height),
      );
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      let darkest = 1;
      let lightest = 0;
      for (let i = 0; i < data.length; i += 4) {
        const luminance =
          0.2126 * channel(data[i]!) + 0.7152 * channel(data[i + 1]!) + 0.0722 * channel(data[i + 2]!);
        darkest = Math.min(darkest, luminance);
        lightest = Math.max(lightest, luminance);
      }
      // WCAG contrast ratios: between the backdrop's own pixels (a caption in the picture would differ), and of
      // the white name against the lightest of them.
      return { within: (lightest + 0.05) / (darkest + 0.05), whiteOn: 1.05 / (lightest + 0.05) };
    },
    { png, area: letters },
  );
  await scratch.close();
  expect(behind.within, 'nothing of the picture behind the name').toBeLessThan(1.1);
  expect(behind.whiteOn, 'the white name reads on it').toBeGreaterThanOrEqual(7);
});
