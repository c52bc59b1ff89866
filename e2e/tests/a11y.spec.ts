import type { JobTitle } from '@clinic/shared';
import { apiData, seed } from './support/api';
import { axeViolations } from './support/axe';
import { tickConsent } from './support/booking';
import { specialtyDropdown } from './support/doctorsList';
import { expect, onPhone, test } from './support/fixtures';
import { auditedKazakhRoutes, auditedRoutes, PAGE_READY } from './support/routes';

test('every route has zero axe violations (WCAG 2.2 AA), in Russian and in Kazakh', async ({
  page,
  request,
}) => {
  const routes = [...(await auditedRoutes(request)), ...(await auditedKazakhRoutes(request))];
  // A budget per route: 17 routes took 1.1–1.7 min on a quiet machine, past a fixed 2 min on a loaded one.
  test.setTimeout(routes.length * 15_000);
  const report: Record<string, string[]> = {};
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator(PAGE_READY).first()).toBeVisible();
    const violations = await axeViolations(page);
    if (violations.length) report[route] = violations;
  }
  expect(report).toEqual({});
});

test('the booking dialogs have zero axe violations when open, empty and with errors', async ({
  page,
  request,
}) => {
  const { services } = await seed(request);
  const openers = [
    [`/services/details/${services[0]?.slug}`, 'Записаться на прием'],
    ['/contacts', 'заказать обратный звонок'],
  ] as const;
  // Two axe runs per dialog: a budget per dialog (one test's 30 s ran out on a loaded 2-core machine).
  test.setTimeout(openers.length * 25_000);
  for (const [path, opener] of openers) {
    await page.goto(path);
    await page.getByRole('link', { name: opener }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Ваше имя')).toBeFocused();
    // Colours are judged once the 300 ms fade-in is over, not half-transparent.
    const settled = () =>
      page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await settled();
    expect(await axeViolations(page), `${opener}: open`).toEqual([]);
    // Consent ticked, fields empty: submitting shows the errors, which must be accessible too.
    await tickConsent(dialog);
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(dialog.getByText('Обязательное поле').first()).toBeVisible();
    await settled();
    expect(await axeViolations(page), `${opener}: with errors`).toEqual([]);
  }
});

test('the booking page (without the dialog) has zero axe violations, empty and with its messages', async ({
  page,
  request,
}) => {
  const { doctors } = await seed(request);
  await page.goto(`/booking/doctor/${doctors[0]?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Запись к врачу' })).toBeVisible();
  expect(await axeViolations(page), 'empty').toEqual([]);
  await page.getByLabel('Телефон').fill('701 555');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Введите номер полностью: +7 (XXX) XXX-XX-XX')).toBeVisible();
  expect(await axeViolations(page), 'with its messages').toEqual([]);
});

test('the doctors list with a specialty chosen (the phone’s dropdown open) has zero axe violations', async ({
  page,
  request,
}) => {
  const [title] = await apiData<JobTitle[]>(request, '/job-titles');
  await page.goto(`/doctors-list/list?specialty=${title?.id}`);
  if (onPhone()) {
    // A native disclosure whose options are links: judged open, its chosen option current.
    await specialtyDropdown(page).click();
    await expect(page.getByRole('list', { name: 'Специализации' })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: title?.name, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(await axeViolations(page)).toEqual([]);
});
