import type { Doctor, DoctorSort, RussianLetterGroup } from '@clinic/shared';
import type { Page, Request } from '@playwright/test';
import { apiData } from './support/api';
import {
  doctorCards as cards,
  clearSpecialty,
  specialtyDropdown as dropdown,
  letterGroup,
  namesOf as names,
  sortGroup,
  specialtyList,
  specialtyOfSome,
} from './support/doctorsList';
import { expect, onPhone, test } from './support/fixtures';

const UNSORTED: DoctorSort = { sort_by: '', sort_direction: '' };

/** True for exactly `GET /api/doctors?sort_by=…&sort_direction=…` with these two values and nothing else. */
const isDoctorsQuery = (request: Request, sort: DoctorSort) => {
  const url = new URL(request.url());
  return (
    request.method() === 'GET' &&
    url.pathname === '/api/doctors' &&
    [...url.searchParams.keys()].sort().join() === 'sort_by,sort_direction' &&
    url.searchParams.get('sort_by') === sort.sort_by &&
    url.searchParams.get('sort_direction') === sort.sort_direction
  );
};

// The tabs and the toggle are links to the sorted list: they work before and without the scripts.
const toggle = (page: Page) => page.getByRole('link', { name: /^Направление сортировки/ });

/** The cards show exactly the doctors the API answers for this sort, in the API's order. */
async function expectApiOrder(page: Page, sort: DoctorSort) {
  const doctors = await apiData<Doctor[]>(
    page.request,
    `/doctors?sort_by=${sort.sort_by}&sort_direction=${sort.sort_direction}`,
  );
  await expect(cards(page)).toHaveText(doctors.map((doctor) => new RegExp(doctor.name)));
  return doctors;
}

test('each sort tab and three clicks of the direction toggle send their query; the cards follow the API', async ({
  page,
}) => {
  // The list arrives rendered from the server's unsorted read (no second one after hydration).
  await page.goto('/doctors-list/list');
  await expectApiOrder(page, UNSORTED);
  await expect(sortGroup(page).getByRole('link', { name: 'Все' })).toHaveAttribute('aria-current', 'true');

  const steps: Array<[action: string, sort: DoctorSort, toggleSays: string]> = [
    ['Цена', { sort_by: 'first_appointment', sort_direction: 'asc' }, 'по возрастанию'],
    ['toggle', { sort_by: 'first_appointment', sort_direction: 'desc' }, 'по убыванию'],
    ['toggle', { sort_by: 'first_appointment', sort_direction: '' }, 'без направления'],
    ['toggle', { sort_by: 'first_appointment', sort_direction: 'asc' }, 'по возрастанию'],
    ['Рейтинг', { sort_by: 'rating', sort_direction: 'desc' }, 'по убыванию'],
    ['Стаж', { sort_by: 'experience', sort_direction: 'desc' }, 'по убыванию'],
    ['Все', UNSORTED, 'без направления'],
  ];
  for (const [action, sort, toggleSays] of steps) {
    const sent = page.waitForRequest((request) => isDoctorsQuery(request, sort));
    if (action === 'toggle') await toggle(page).click();
    else await sortGroup(page).getByRole('link', { name: action }).click();
    await sent;
    // The address says the sort: a link a patient can share, that the server renders sorted.
    await expect(page).toHaveURL((url) => (url.searchParams.get('sort_by') ?? '') === sort.sort_by);
    await expect(toggle(page)).toHaveAccessibleName(`Направление сортировки: ${toggleSays}`);
    const doctors = await expectApiOrder(page, sort);
    if (sort.sort_by === 'first_appointment' && sort.sort_direction === 'asc') {
      // The API really sorts: the cheapest first appointment comes first.
      const prices = doctors.map((doctor) => doctor.first_appointment.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  }
});

test('only the newest answer wins when an older one arrives late', async ({ page }) => {
  await page.goto('/doctors-list/list');
  await expect(cards(page)).not.toHaveCount(0);
  await page.route('**/api/doctors?sort_by=rating&sort_direction=desc', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const slow = page.waitForResponse((response) =>
    isDoctorsQuery(response.request(), { sort_by: 'rating', sort_direction: 'desc' }),
  );
  await sortGroup(page).getByRole('link', { name: 'Рейтинг' }).click();
  await sortGroup(page).getByRole('link', { name: 'Стаж' }).click();
  await slow;
  await expectApiOrder(page, { sort_by: 'experience', sort_direction: 'desc' });
});

/** Client-side navigations only: no page load, and no read of the doctors (the filter works on the list in hand). */
function watchReloads(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() || new URL(request.url()).pathname === '/api/doctors')
      seen.push(request.url());
  });
  return seen;
}

const asks = (params: Record<string, string>) => (url: URL) =>
  [...url.searchParams].length === Object.keys(params).length &&
  Object.entries(params).every(([name, value]) => url.searchParams.get(name) === value);

test('the specialty filter: links to the filtered list that keep the sort; Все shows everyone', async ({
  page,
  request,
}) => {
  const [{ doctors, titles, title, ofTitle, has }, letters] = await Promise.all([
    specialtyOfSome(request),
    apiData<RussianLetterGroup[]>(request, '/doctor/russian-letters'),
  ]);
  const titleLetter = title.name.charAt(0).toLowerCase();
  await page.goto('/doctors-list/list');
  await expect(cards(page)).toHaveCount(doctors.length);
  const reloads = watchReloads(page);

  if (onPhone()) {
    const options = specialtyList(page);
    await expect(options).toBeHidden();
    await dropdown(page).click();
    await expect(options.getByRole('link')).toHaveText(['Все специализации', ...titles.map((t) => t.name)]);
    await expect(options.getByRole('link', { name: 'Все специализации' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(options).toBeHidden();
    await expect(dropdown(page)).toBeFocused();
    await dropdown(page).click();
    await options.getByRole('link', { name: title.name, exact: true }).click();
    await expect(page).toHaveURL(asks({ letter: titleLetter, specialty: String(title.id) }));
    await expect(options).toBeHidden();
    await expect(dropdown(page)).toHaveAccessibleName(`Выберите специализацию: ${title.name}`);
    await expect(cards(page)).toHaveText(names(ofTitle));
    await dropdown(page).click();
    await expect(options.getByRole('link', { name: title.name, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.keyboard.press('Escape');
  } else {
    // Desktop: a letter narrows the specialties and the doctors; a specialty narrows further.
    const letter = letters.find((group) => group.categories.length > 1)!;
    const letterIds = letter.categories.map((category) => category.id);
    const letterLinks = letterGroup(page).getByRole('link');
    const specialties = specialtyList(page).getByRole('link');
    await expect(letterLinks).toHaveText(['Все', ...letters.map((group) => group.letter.toUpperCase())]);
    await letterLinks.filter({ hasText: new RegExp(`^${letter.letter.toUpperCase()}$`) }).click();
    await expect(page).toHaveURL(asks({ letter: letter.letter }));
    await expect(specialties).toHaveText(titles.filter((t) => letterIds.includes(t.id)).map((t) => t.name));
    const ofLetter = doctors.filter((doctor) => doctor.job_title_ids.some((id) => letterIds.includes(id)));
    await expect(cards(page)).toHaveText(names(ofLetter));

    await letterLinks.filter({ hasText: 'Все' }).click();
    await expect(page).toHaveURL(asks({}));
    await expect(specialties).toHaveCount(titles.length);
    await specialties.filter({ hasText: new RegExp(`^${title.name}$`) }).click();
    await expect(page).toHaveURL(asks({ letter: titleLetter, specialty: String(title.id) }));
    await expect(cards(page)).toHaveText(names(ofTitle));
    // SPEC §4: the chosen specialty and its letter are highlighted.
    await expect(specialties.filter({ hasText: title.name })).toHaveAttribute('aria-current', 'true');
    await expect(
      letterLinks.filter({ hasText: new RegExp(`^${titleLetter.toUpperCase()}$`) }),
    ).toHaveAttribute('aria-current', 'true');
  }
  expect(reloads, 'a filter’s link reads nothing and loads no page').toEqual([]);

  // The sort's links keep the filter, and the filter's links keep the sort.
  const byPrice: DoctorSort = { sort_by: 'first_appointment', sort_direction: 'asc' };
  const sorted = page.waitForRequest((sent) => isDoctorsQuery(sent, byPrice));
  await sortGroup(page).getByRole('link', { name: 'Цена' }).click();
  await sorted;
  await expect(page).toHaveURL(asks({ ...byPrice, letter: titleLetter, specialty: String(title.id) }));
  const cheapestFirst = await apiData<Doctor[]>(
    page.request,
    '/doctors?sort_by=first_appointment&sort_direction=asc',
  );
  await expect(cards(page)).toHaveText(names(cheapestFirst.filter(has)));
  await clearSpecialty(page);
  await expect(page).toHaveURL(asks({ ...byPrice }));
  await expect(cards(page)).toHaveText(names(cheapestFirst));
});

test('desktop selects a doctor on card click; mobile opens the doctor page', async ({ page, request }) => {
  const doctors = await apiData<Doctor[]>(request, '/doctors');
  const [first, third] = [doctors[0]!, doctors[2]!];
  await page.goto('/doctors-list/list');

  if (onPhone()) {
    await cards(page).filter({ hasText: third.name }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/doctors-list/${third.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: third.name })).toBeVisible();
    return;
  }

  const selected = page.getByRole('region', { name: 'Выбранный врач' });
  await expect(selected.getByRole('heading', { name: first.name })).toBeVisible();
  await cards(page).filter({ hasText: third.name }).getByRole('button').click();
  await expect(selected.getByRole('heading', { name: third.name })).toBeVisible();
  await expect(cards(page).filter({ hasText: third.name }).getByRole('button')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await selected.getByRole('link', { name: 'Подробнее о враче' }).click();
  await expect(page).toHaveURL(new RegExp(`/doctors-list/${third.slug}$`));

  // A card's name is a link to the doctor's page (the card itself selects).
  await page.goBack();
  await cards(page).getByRole('link', { name: first.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/doctors-list/${first.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});
