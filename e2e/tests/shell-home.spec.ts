import type { Banner } from '@clinic/shared';
import { CLINIC } from '@clinic/shared/core';
import { apiData } from './support/api';
import { stubVacanciesSite } from './support/externalPages';
import { expect, onPhone, test } from './support/fixtures';

test('home: title, description and the blocks of its layout', async ({ page, context }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^Диагностическая клиника в Алматы — /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Алматы/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Диагностическая клиника в Алматы' }),
  ).toBeVisible();
  // Every widget has loaded (or failed) by now, so the console check at the end covers them all.
  await page.waitForLoadState('networkidle');
  const main = page.getByRole('main');
  // Home is the one page without a Back button.
  await expect(main.getByRole('button', { name: /Назад/ })).toHaveCount(0);

  if (onPhone()) {
    const about = main.getByRole('region', { name: 'О клинике', exact: true });
    await expect(about).toContainText('5000+');
    await expect(about).toContainText('довольных клиентов');
    for (const value of ['Качество', 'Точность', 'Доступность']) await expect(about).toContainText(value);
    const corporate = main.getByRole('region', { name: 'Корпоративным клиентам', exact: true });
    for (const tag of ['Страхование', 'Быстрое оформление', 'Индивидуальный подход']) {
      await expect(corporate.getByRole('listitem').filter({ hasText: tag })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Калькулятор анализов' })).toHaveAttribute(
      'href',
      '/analysis/list',
    );
    await corporate.getByRole('link', { name: 'Подробнее' }).click();
    await expect(page).toHaveURL(/\/corporate-clients$/);
    return;
  }

  const rows = main.getByRole('navigation', { name: 'Разделы клиники' });
  for (const [name, href] of [
    ['Услуги', '/services/top'],
    ['Анализы', '/analysis/list'],
    ['Check up', '/check-up/list'],
  ] as const) {
    await expect(rows.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }
  const about = main.getByRole('region', { name: 'О клинике', exact: true });
  await expect(about).toContainText('10 лет');
  await expect(about).toContainText('30 000+');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Все специалисты' })).toHaveAttribute(
    'href',
    '/doctors-list',
  );

  // The vacancies button: the external job site in a new tab, the home page stays.
  await stubVacanciesSite(context);
  const vacancies = main.getByRole('link', { name: /Вакансии клиники/ });
  await expect(vacancies).toHaveAttribute('target', '_blank');
  await expect(vacancies).toHaveAttribute('rel', 'noopener');
  const [tab] = await Promise.all([context.waitForEvent('page'), vacancies.click()]);
  await expect(tab).toHaveURL(CLINIC.vacanciesUrl);
  await tab.close();

  // The online-booking widget beside the slider asks for the callback dialog.
  await main.getByRole('link', { name: 'Записаться онлайн' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('home: the banner slider shows the API banners, advances by itself and on a dot click', async ({
  page,
  request,
}) => {
  const banners = await apiData<Banner[]>(request, '/banners');
  expect(banners.length).toBeGreaterThan(2);
  const mobile = onPhone();
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Акции и предложения клиники', exact: true });
  const dot = (index: number) =>
    slider.getByRole('button', { name: `Баннер ${index + 1} из ${banners.length}` });
  const shown = async (index: number) => {
    const banner = banners[index]!;
    await expect(dot(index)).toHaveAttribute('aria-current', 'true');
    const picture = slider.getByRole('img', { name: banner.title, exact: true });
    await expect(picture).toHaveAttribute('src', mobile ? banner.mob_image : banner.image);
    await expect(picture).toBeInViewport({ ratio: 0.9 });
  };

  await shown(0);
  const started = Date.now();
  await expect(dot(1)).toHaveAttribute('aria-current', 'true', { timeout: 9000 });
  // SPEC §9: 5000 ms per banner — not a quick flicker either.
  expect(Date.now() - started).toBeGreaterThan(2500);
  await shown(1);
  await expect(dot(0)).not.toHaveAttribute('aria-current', 'true');

  const last = banners.length - 1;
  await dot(last).click();
  await shown(last);
});

test.describe('home with the doctors remote unreachable', () => {
  test.use({ allowConsoleErrors: true });

  test('keeps its other blocks', async ({ page }) => {
    await page.route('**/mfe/doctors/**', (route) => route.abort());
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Диагностическая клиника в Алматы' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Баннер 1 из / })).toBeVisible();
    await expect(main.getByRole('region', { name: 'О клинике', exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (onPhone()) {
      // The doctors slider loads when the patient scrolls near it.
      await main
        .getByRole('region', { name: 'Корпоративным клиентам', exact: true })
        .scrollIntoViewIfNeeded();
      await expect(main.getByText('Блок «Наши врачи» временно недоступен')).toBeVisible();
      await expect(main.getByRole('region', { name: 'Корпоративным клиентам', exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Калькулятор анализов' })).toBeVisible();
    } else {
      await expect(main.getByRole('region', { name: 'Онлайн-запись', exact: true })).toBeVisible();
      await expect(main.getByRole('navigation', { name: 'Разделы клиники' })).toBeVisible();
    }
  });
});

test('on a 320–390 px phone «5000+» is one line, inside its tile, in both languages @mobile', async ({
  page,
}) => {
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/kk']) {
      await page.goto(path);
      const figure = page.getByText('5000+', { exact: true });
      const box = await figure.evaluate((element) => {
        const text = document.createRange();
        text.selectNodeContents(element);
        const tile = element.parentElement?.parentElement as HTMLElement;
        return {
          lines: text.getClientRects().length,
          right: text.getBoundingClientRect().right,
          tileRight:
            tile.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(tile).paddingRight),
        };
      });
      expect(box.lines, `${path} at ${width}`).toBe(1);
      expect(box.right, `${path} at ${width}`).toBeLessThanOrEqual(box.tileRight + 0.5);
    }
  }
});
