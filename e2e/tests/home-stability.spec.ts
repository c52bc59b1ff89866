import type { Doctor } from '@clinic/shared';
import type { Locator, Page } from '@playwright/test';
import { apiData } from './support/api';
import { expect, onPhone, test } from './support/fixtures';
import { serveStaticShell } from './support/staticShell';

/**
 * The home page does not jump while its widgets load (CLS, bench/results.md): every stage of loading is held
 * back until the test lets it through, so each placeholder is on screen long enough to be laid out, and
 * nothing depends on timing. Stages: the shell's placeholders (the remotes' code held), the remotes' own
 * skeletons (the API held), the content, the pictures (the banner's file arrives last), the doctors slider.
 */

/** Holds the requests `matches` selects until the returned function is called. */
async function hold(page: Page, matches: (url: URL) => boolean): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(matches, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Sums the page's layout shifts (as CLS counts them: not right after input), with what moved. */
function observeLayoutShifts() {
  const record = { cls: 0, sources: [] as string[] };
  const take = (entries: PerformanceEntryList) => {
    for (const entry of entries as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      record.cls += entry.value;
      for (const source of entry.sources) {
        const text = source.node?.textContent?.slice(0, 40) ?? '';
        record.sources.push(`${entry.value.toFixed(4)} ${source.node?.nodeName ?? '?'} "${text}"`);
      }
    }
  };
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  const read = () => {
    take(observer.takeRecords());
    return record;
  };
  Object.assign(window, { __layoutShifts: read });
}

/** The blocks under and beside the widgets: none of them may move from the first paint on. */
function homeBlocks(page: Page, mobile: boolean): Record<string, Locator> {
  const main = page.getByRole('main');
  return mobile
    ? {
        calculator: main.getByRole('link', { name: 'Калькулятор анализов' }),
        about: main.getByRole('region', { name: 'О клинике', exact: true }),
        corporate: main.getByRole('region', { name: 'Корпоративным клиентам', exact: true }),
        footer: page.getByRole('contentinfo'),
      }
    : {
        booking: main.getByRole('region', { name: 'Онлайн-запись' }),
        vacancies: main.getByRole('link', { name: /Вакансии клиники/ }),
        about: main.getByRole('region', { name: 'О клинике', exact: true }),
        footer: page.getByRole('contentinfo'),
      };
}

const readLayoutShifts = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __layoutShifts: () => { cls: number; sources: string[] } }).__layoutShifts(),
  );

/** Where each block of the page's own starts, from the top of the document. */
async function positions(blocks: Record<string, Locator>) {
  const result: Record<string, number> = {};
  for (const [name, block] of Object.entries(blocks)) {
    result[name] = Math.round(
      await block.evaluate((element) => element.getBoundingClientRect().top + scrollY),
    );
  }
  return result;
}

test('home rendered in the browser (the fallback): nothing moves while the widgets load', async ({
  page,
  request,
}) => {
  const mobile = onPhone();
  const firstDoctor = (await apiData<Doctor[]>(request, '/doctors'))[0]!.name;
  // A laptop's 720 px: the promotions block then starts 250 px past the observer's reach (300 px below the
  // viewport), not 73 px as at 900 px, where a frame between two stages could already count as «near».
  if (!mobile) await page.setViewportSize({ width: 1280, height: 720 });
  await page.addInitScript(observeLayoutShifts);
  await serveStaticShell(page, '/');
  const releaseCatalog = await hold(page, (url) => url.pathname.startsWith('/mfe/catalog/'));
  const releaseDoctors = await hold(page, (url) => url.pathname.startsWith('/mfe/doctors/'));
  const releaseData = await hold(
    page,
    (url) => url.pathname.startsWith('/api/') && url.pathname !== '/api/banners',
  );
  const releasePictures = await hold(page, (url) => url.pathname.startsWith('/media/'));

  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  const placeholders = main.getByTestId('widget-skeleton');
  // The first banner's picture: once the page has loaded, the slider follows (whenSettled) with every banner's.
  const banner = main
    .getByRole('region', { name: 'Акции и предложения клиники', exact: true })
    .locator('img')
    .first();
  const tiles = main.getByRole('navigation', { name: 'Популярные услуги' });
  const checkUps = main.getByRole('region', { name: 'Check-up программы' });
  const blocks = homeBlocks(page, mobile);

  // 1. The shell's placeholders, the banner's picture not there yet.
  await expect(placeholders).toHaveCount(3);
  await expect(banner).toBeAttached();
  await expect(banner).toHaveJSProperty('complete', false);
  const first = await positions(blocks);

  // 2. The remotes' code: their own skeletons while the API is held.
  releaseCatalog();
  await expect(tiles.getByTestId('skeleton')).toHaveCount(7);
  await expect(checkUps.getByTestId('skeleton')).toHaveCount(5);
  expect(await positions(blocks), 'after the catalogue’s code').toEqual(first);

  // 3. The data.
  releaseData();
  await expect(tiles.getByRole('link')).toHaveCount(7);
  await expect(checkUps.getByRole('link', { name: /^Check-up «/ })).toHaveCount(4);
  expect(await positions(blocks), 'after the data').toEqual(first);

  // 4. The pictures, the banner's among them.
  releasePictures();
  await expect(banner).toHaveJSProperty('complete', true);
  expect(await banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await positions(blocks), 'after the pictures').toEqual(first);

  // 5. The widget below the fold, loaded as the patient scrolls to it: the doctors slider on mobile (its
  // remote still held, then let through), the promotions block on desktop.
  await expect(placeholders).toHaveCount(1);
  await placeholders.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  releaseDoctors();
  if (mobile) {
    const doctors = main.getByRole('region', { name: 'Наши врачи' });
    await expect(doctors.locator('[data-doctor-name]').first()).toHaveText(firstDoctor);
  } else {
    await expect(main.getByRole('region', { name: 'Акции' }).getByRole('listitem')).toHaveCount(4);
  }
  await expect(placeholders).toHaveCount(0);
  expect(await positions(blocks), 'after the widget below the fold').toEqual(first);

  const { cls, sources } = await readLayoutShifts(page);
  expect(cls, `layout shifts:\n${sources.join('\n')}`).toBeLessThan(0.1);
});

test('home rendered on the server: nothing moves from the first paint while the scripts take over', async ({
  page,
}) => {
  const mobile = onPhone();
  await page.addInitScript(observeLayoutShifts);
  const releaseCatalog = await hold(page, (url) => url.pathname.startsWith('/mfe/catalog/'));
  const releasePictures = await hold(page, (url) => url.pathname.startsWith('/media/'));

  const response = await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(response?.headers()['x-render']).toBe('server');
  const main = page.getByRole('main');
  const tiles = main.getByRole('navigation', { name: 'Популярные услуги' });
  const checkUps = main.getByRole('region', { name: 'Check-up программы' });
  // The first screen's widgets are there before their code: no placeholder, no skeleton.
  await expect(tiles.getByRole('link')).toHaveCount(7);
  await expect(checkUps.getByRole('link', { name: /^Check-up «/ })).toHaveCount(4);
  await expect(main.getByTestId('skeleton')).toHaveCount(0);
  await expect(main.getByTestId('widget-skeleton')).toHaveCount(1); // the one below the fold
  const blocks = homeBlocks(page, mobile);
  const first = await positions(blocks);

  releaseCatalog();
  releasePictures();
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expect(tiles.getByRole('link')).toHaveCount(7);
  expect(await positions(blocks), 'after hydration and the pictures').toEqual(first);

  const { cls, sources } = await readLayoutShifts(page);
  expect(cls, `layout shifts:\n${sources.join('\n')}`).toBeLessThan(0.05);
});
