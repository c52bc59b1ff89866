import type { JobTitle } from '@clinic/shared';
import type { Page } from '@playwright/test';
import { apiData, seed } from './support/api';
import { entryPoint, type Seed } from './support/bookingJourneys';
import { specialtyDropdown } from './support/doctorsList';
import { expect, onPhone, test } from './support/fixtures';

/**
 * An impatient patient taps the server's HTML before any script runs: the shell's entry script is
 * held, so the page is on screen and nothing serves it. The tap must not be lost, nor carried out twice.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const OPENERS: Array<
  [page: string, path: (data: Seed) => string, control: string, booking: RegExp, title: string]
> = [
  [
    'a doctor page',
    ({ doctors }) => `/doctors-list/${doctors[0]?.slug}`,
    'Записаться на прием',
    // With the day the server's week picker has picked (today).
    /\/booking\/doctor\/\d+\?day=\d{4}-\d{2}-\d{2}$/,
    'Запись к врачу',
  ],
  [
    'a promotion page',
    ({ promotions }) => `/promotions/${promotions[0]?.slug}`,
    'Записаться на прием',
    /\/booking\/promotion\/\d+$/,
    'Запись по акции',
  ],
  ['contacts', () => '/contacts', 'заказать обратный звонок', /\/booking\/mail$/, 'Обратный звонок'],
];

for (const [name, path, control, booking, title] of OPENERS) {
  test(`${name}: «${control}» tapped at first paint is a link: the booking form comes from the server`, async ({
    page,
    request,
  }) => {
    const data = await seed(request);
    const release = await holdScripts(page);
    const loading = page.goto(path(data));
    await entryPoint(page, control).click();
    // No script has run: the booking page is the server's, a form that posts without one.
    await expect(page).toHaveURL(booking);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('form[method="post"]').getByLabel('Ваше имя')).toBeVisible();
    release();
    await loading.catch(() => {}); // the first navigation was replaced by the link's
  });
}

test('a doctor page: a review tab tapped at first paint is a link: the server renders that tab', async ({
  page,
  request,
}) => {
  const { doctors } = await seed(request);
  const doctor = doctors.find((item) => item.reviews.length > 0) ?? doctors[0];
  const release = await holdScripts(page);
  const loading = page.goto(`/doctors-list/${doctor?.slug}`);
  const mobile = onPhone();
  const tab = page.getByRole('link', mobile ? { name: 'Отзывы', exact: true } : { name: /^Отрицательные/ });
  await tab.click();
  await expect(page).toHaveURL(mobile ? /\?tab=reviews$/ : /\?tab=negative$/);
  await expect(tab).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-tap-held]')).toHaveCount(0);
  release();
  await loading.catch(() => {}); // the first navigation was replaced by the link's
});

test('the doctors list: «Цена» tapped at first paint is a link: the list sorted by price comes from the server', async ({
  page,
}) => {
  const release = await holdScripts(page);
  const loading = page.goto('/doctors-list/list');
  const sortGroup = page.getByRole('group', { name: 'Сортировка врачей' });
  await sortGroup.getByRole('link', { name: 'Цена' }).click();
  await expect(page).toHaveURL(/sort_by=first_appointment&sort_direction=asc$/);
  await expect(sortGroup.getByRole('link', { name: 'Цена' })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[data-tap-held]')).toHaveCount(0);
  release();
  await loading.catch(() => {}); // the first navigation was replaced by the link's
});

/** Pages with a server-rendered search field, and what each says when nothing matches what was typed. */
const TYPED_BEFORE_SCRIPTS: Array<[page: string, path: string, field: string, nothing: RegExp]> = [
  ['the analyses list', '/analysis/list', 'Поиск анализа по названию', /Найдено: 0 анализов/],
  ['the promotions', '/promotions/list', 'Поиск акций по названию', /Ничего не нашли/],
];

for (const [name, path, field, nothing] of TYPED_BEFORE_SCRIPTS) {
  test(`${name}: text typed into the search before the scripts run stays, and the page searches for it`, async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const loading = page.goto(path);
    const box = page.getByRole('searchbox', { name: field });
    // Matches nothing: the page shows it searched by saying so.
    await box.pressSequentially('ъъ');
    release();
    await loading;
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
    await expect(box, 'hydration keeps what was typed').toHaveValue('ъъ');
    await expect(page.getByRole('main')).toContainText(nothing);
    // Typing on, once live, goes on from there: the field and the page agree.
    await box.press('Backspace');
    await box.press('Backspace');
    await expect(box).toHaveValue('');
    await expect(page.getByRole('main')).not.toContainText(nothing);
  });
}

test('the analyses list: an analysis tapped at first paint is added by the server, with its total', async ({
  page,
}) => {
  const release = await holdScripts(page);
  const loading = page.goto('/analysis/list');
  const toggle = onPhone()
    ? page.getByRole('button', { name: /^Добавить «/ }).first()
    : page.getByRole('list', { name: 'Список анализов' }).getByRole('button').first();
  await toggle.click();
  // No script has run: the selection form went to the server, which renders the analysis added.
  await expect(page).toHaveURL(/[?&]toggle=\d+/);
  await expect(page.getByTestId('calculator-total').first()).not.toHaveText(/^0\s*₸$/);
  await expect(page.locator('[data-tap-held]')).toHaveCount(0);
  release();
  await loading.catch(() => {}); // the first navigation was replaced by the form's
});

test('the doctors list: a specialty tapped at first paint is a link (on a phone in a native <details>): the server filters', async ({
  page,
  request,
}) => {
  const [title] = await apiData<JobTitle[]>(request, '/job-titles');
  // On a phone the specialties are in the dropdown, which opens without a script.
  const openDropdown = () => specialtyDropdown(page).click();
  const release = await holdScripts(page);
  const loading = page.goto('/doctors-list/list');
  if (onPhone()) await openDropdown();
  const specialties = page.getByRole('list', { name: 'Специализации' });
  await specialties.getByRole('link', { name: title?.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`specialty=${title?.id}$`));
  if (onPhone()) await openDropdown();
  await expect(specialties.getByRole('link', { name: title?.name, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.locator('[data-tap-held]')).toHaveCount(0);
  release();
  await loading.catch(() => {}); // the first navigation was replaced by the link's
});

test('a phone’s «Меню» tapped at first paint opens at once, as plain HTML, and stays open once the page is live @mobile', async ({
  page,
}) => {
  const release = await holdScripts(page);
  const loading = page.goto('/contacts');
  // Before the scripts «Меню» is a native disclosure: nothing to keep, the tap opens it.
  await page.locator('header').getByText('Меню', { exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Меню' });
  await expect(menu, 'the menu opens while no script serves the page').toBeVisible();
  await expect(page.locator('[data-tap-held]')).toHaveCount(0);
  release();
  await loading;
  // The live header takes the open menu over: still open, once, with its button saying what comes next.
  await expect(page.getByRole('button', { name: 'Закрыть' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await expect(page.locator('#burger-menu')).toHaveCount(1);
  await page.getByRole('button', { name: 'Закрыть' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Меню' })).toHaveAttribute('aria-expanded', 'false');
});
