import type { Doctor, JobTitle } from '@clinic/shared';
import type { Locator, Page } from '@playwright/test';
import { apiData } from './support/api';
import {
  doctorCards as cards,
  clearSpecialty,
  letterGroup,
  namesOf as names,
  sortGroup,
  specialtyDropdown,
  specialtyList,
  specialtyOfSome,
} from './support/doctorsList';
import { expect, onPhone, test } from './support/fixtures';

/**
 * The doctors list with JavaScript off, as a patient uses it: the sort tabs, the direction, the
 * letters, the specialties and the phone's dropdown (a native disclosure) are links; every page is the server's.
 */
test.use({ javaScriptEnabled: false });

/** The first appointment's price each card shows, in the cards' order: «Первичный прием: 12 000 ₸». */
async function pricesShown(list: Locator): Promise<number[]> {
  return (await list.allInnerTexts()).map((text) => {
    const price = /Первичный прием:\s*([\d\s\u00a0\u202f]+)/.exec(text)?.[1];
    expect(price, text).toBeDefined();
    return Number(price!.replace(/\D/g, ''));
  });
}

/** Opens the specialty filter the way this width shows it and follows the specialty's link. */
async function chooseSpecialty(page: Page, title: JobTitle) {
  if (onPhone()) await specialtyDropdown(page).click();
  else {
    const letter = title.name.charAt(0).toLocaleUpperCase('ru');
    await letterGroup(page).getByRole('link', { name: letter, exact: true }).click();
  }
  await specialtyList(page).getByRole('link', { name: title.name, exact: true }).click();
}

test('sorted by price: the cards show the first appointment’s price, cheapest first, then dearest first', async ({
  page,
}) => {
  const response = await page.goto('/doctors-list/list');
  expect(response?.headers()['x-render']).toBe('server');
  await sortGroup(page).getByRole('link', { name: 'Цена' }).click();
  await expect(page).toHaveURL(/\?sort_by=first_appointment&sort_direction=asc$/);
  const byPrice = await apiData<Doctor[]>(
    page.request,
    '/doctors?sort_by=first_appointment&sort_direction=asc',
  );
  await expect(cards(page)).toHaveCount(byPrice.length);
  const ascending = await pricesShown(cards(page));
  expect(ascending).toEqual(byPrice.map((doctor) => doctor.first_appointment.price));
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  expect(new Set(ascending).size, 'prices that tell an order apart').toBeGreaterThan(2);

  await page.getByRole('link', { name: 'Направление сортировки: по возрастанию' }).click();
  await expect(page).toHaveURL(/\?sort_by=first_appointment&sort_direction=desc$/);
  await expect(page.getByRole('link', { name: 'Направление сортировки: по убыванию' })).toBeVisible();
  expect(await pricesShown(cards(page))).toEqual([...ascending].sort((a, b) => b - a));
});

test('filtered by a specialty: only its doctors, still so when sorted by price; «Все» shows everyone', async ({
  page,
  request,
}) => {
  const { doctors, title, ofTitle, has } = await specialtyOfSome(request);
  expect(ofTitle.length).toBeLessThan(doctors.length);

  await page.goto('/doctors-list/list');
  await expect(cards(page)).toHaveCount(doctors.length);
  await chooseSpecialty(page, title);
  await expect(page).toHaveURL((url) => url.searchParams.get('specialty') === String(title.id));
  await expect(cards(page)).toHaveText(names(ofTitle));

  // The sort's link keeps the filter: the specialty's doctors, cheapest first.
  await sortGroup(page).getByRole('link', { name: 'Цена' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('specialty') === String(title.id));
  const byPrice = await apiData<Doctor[]>(request, '/doctors?sort_by=first_appointment&sort_direction=asc');
  await expect(cards(page)).toHaveText(names(byPrice.filter(has)));
  const prices = await pricesShown(cards(page));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // Clearing the filter keeps the sort.
  await clearSpecialty(page);
  await expect(page).toHaveURL(/\?sort_by=first_appointment&sort_direction=asc$/);
  await expect(cards(page)).toHaveText(names(byPrice));
});

test('an address the list cannot show (odd letter, odd or unknown specialty) is the whole list, never an error', async ({
  page,
}) => {
  const doctors = await apiData<Doctor[]>(page.request, '/doctors');
  for (const query of [
    '?letter=%D1%8F%D1%8F',
    '?specialty=abc',
    '?letter=%D0%BA&specialty=99999',
    '?letter=%',
  ]) {
    const response = await page.goto(`/doctors-list/list${query}`);
    expect(response?.status(), query).toBe(200);
    expect(response?.headers()['x-render'], query).toBe('server');
    await expect(cards(page), query).toHaveCount(doctors.length);
  }
});
