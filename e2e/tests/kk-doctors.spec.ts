import type { Doctor, JobTitle } from '@clinic/shared';
import { formatPrice } from '@clinic/shared/core';
import type { Page } from '@playwright/test';
import { apiData } from './support/api';
import { expect, onPhone, test } from './support/fixtures';
import { expectNoRussianUi } from './support/languages';

/**
 * The doctors remote in Kazakh, under /kk/: the list with its sort and filter, a doctor's page with its tabs and
 * week, the not-found views, at 390 and 1280 px, with scripts and without. Names, specialties, descriptions and
 * reviews are the API's (Kazakh, but the names and the patients' reviews, as written): they are what
 * `expectNoRussianUi` skips.
 */

/**
 * The API's texts a doctors page shows. «Рейтинг» is the same word in both languages (the sort tab): the
 * Russian stars' name «Рейтинг 4,8 из 5» is checked by its own Kazakh name below.
 */
async function apiTexts(page: Page): Promise<string[]> {
  const [doctors, titles] = await Promise.all([
    apiData<Doctor[]>(page.request, '/doctors', 'kk'),
    apiData<JobTitle[]>(page.request, '/job-titles', 'kk'),
  ]);
  const ofDoctor = (doctor: Doctor) => [
    doctor.name,
    doctor.description,
    ...doctor.tags,
    ...doctor.short_info.map((info) => info.specialty),
    ...doctor.education.map((item) => item.university),
    ...doctor.advance_trainings.flatMap((item) => [item.training, item.institution]),
    ...doctor.reviews.flatMap((review) => [review.name, review.review]),
  ];
  const texts = [...doctors.flatMap(ofDoctor), ...titles.map((title) => title.name), 'Рейтинг'];
  // The longest first: a name inside a longer text is skipped with it.
  return [...new Set(texts.filter(Boolean))].sort((a, b) => b.length - a.length);
}

/** A doctor with reviews and years enough for the plurals to show (the one with the most reviews sent). */
async function reviewedDoctor(page: Page): Promise<Doctor> {
  const doctors = await apiData<Doctor[]>(page.request, '/doctors', 'kk');
  return [...doctors].sort((a, b) => b.reviews.length - a.reviews.length)[0]!;
}

/** Every link of the page to a site path is under /kk/, the shell's chrome included (but the switch to Russian). */
async function expectLinksInKazakh(page: Page) {
  const paths = await page
    .locator('a[href^="/"]:not([hreflang="ru"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(paths.length).toBeGreaterThan(5);
  const outside = paths.filter(
    (href) => href !== '/kk' && !href.startsWith('/kk/') && !href.startsWith('/kk?'),
  );
  expect(outside, `links outside /kk/ on ${page.url()}`).toEqual([]);
}

const main = (page: Page) => page.locator('main');

test('the list in Kazakh: its words, plurals and prices, links under /kk/', async ({ page }) => {
  const doctors = await apiData<Doctor[]>(page.request, '/doctors', 'kk');
  const first = doctors[0]!;
  await page.goto('/kk/doctors-list/list');
  await expect(page).toHaveTitle(/^Клиника дәрігерлері — /);
  await expect(page.getByRole('heading', { level: 1, name: 'Дәрігерлер' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Дәрігерлер тізімі' }).getByRole('listitem');
  await expect(cards).toHaveCount(doctors.length);
  const card = cards.first();
  await expect(card).toContainText(`${first.experience} жыл тәжірибе`);
  await expect(card).toContainText(`${first.reviews_count} пікір`);
  await expect(card).toContainText(`Алғашқы қабылдау: ${formatPrice(first.first_appointment.price, 'kk')}`);
  await expect(card.getByRole('img', { name: /^Рейтинг: 5 ішінен \d,\d$/ }).first()).toBeAttached();
  const sort = page.getByRole('group', { name: 'Дәрігерлерді сұрыптау' });
  for (const tab of ['Барлығы', 'Баға', 'Рейтинг', 'Тәжірибе'])
    await expect(sort.getByRole('link', { name: tab, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Сұрыптау бағыты: бағытсыз' })).toBeVisible();
  if (onPhone()) {
    await expect(page.locator('summary', { hasText: 'Мамандықты таңдаңыз' })).toBeVisible();
  } else {
    const letters = page.getByRole('group', { name: 'Мамандықтың бірінші әрпі' });
    await expect(letters.getByRole('link', { name: 'Барлығы' })).toHaveAttribute('aria-current', 'true');
    const selected = page.getByRole('region', { name: 'Таңдалған дәрігер' });
    await expect(selected).toContainText(
      `Қайталама қабылдау${formatPrice(first.repeated_appointment.price, 'kk')}`,
    );
    await expect(selected.getByRole('link', { name: 'Дәрігер туралы толығырақ' })).toHaveAttribute(
      'href',
      `/kk/doctors-list/${first.slug}`,
    );
  }
  await expect(main(page)).not.toContainText(/отзыв|стаж|Первичный/);
  await expectNoRussianUi(page, await apiTexts(page));
  await expectLinksInKazakh(page);
});

test('the sorted, filtered list stays Kazakh and under /kk/ as its links are followed', async ({ page }) => {
  await page.goto('/kk/doctors-list/list?sort_by=rating&sort_direction=desc');
  const direction = page.getByRole('link', { name: 'Сұрыптау бағыты: кему бойынша' });
  await expect(direction).toHaveText(/кему бойынша/);
  await expect(direction).toHaveAttribute('title', 'Сұрыптау бағытын өзгерту');
  await page
    .getByRole('group', { name: 'Дәрігерлерді сұрыптау' })
    .getByRole('link', { name: 'Баға' })
    .click();
  await expect(page).toHaveURL(/\/kk\/doctors-list\/list\?sort_by=first_appointment&sort_direction=asc$/);
  await expect(page.getByRole('link', { name: 'Сұрыптау бағыты: өсу бойынша' })).toBeVisible();
  const byPrice = await apiData<Doctor[]>(
    page.request,
    '/doctors?sort_by=first_appointment&sort_direction=asc',
    'kk',
  );
  const cards = page.getByRole('list', { name: 'Дәрігерлер тізімі' }).getByRole('listitem');
  await expect(cards.first()).toContainText(byPrice[0]!.name);
  await expect(cards.first()).toContainText(formatPrice(byPrice[0]!.first_appointment.price, 'kk'));

  const titles = await apiData<JobTitle[]>(page.request, '/job-titles', 'kk');
  const title = titles[0]!;
  if (onPhone()) {
    await page.locator('summary', { hasText: 'Мамандықты таңдаңыз' }).click();
    const options = page.getByRole('list', { name: 'Мамандықтар' });
    await expect(options.getByRole('link', { name: 'Барлық мамандықтар' })).toBeVisible();
    await options.getByRole('link', { name: title.name, exact: true }).click();
  } else {
    const letter = title.name.charAt(0).toLocaleUpperCase('ru');
    await page
      .getByRole('group', { name: 'Мамандықтың бірінші әрпі' })
      .getByRole('link', { name: letter, exact: true })
      .click();
    await page
      .getByRole('list', { name: 'Мамандықтар' })
      .getByRole('link', { name: title.name, exact: true })
      .click();
  }
  await expect(page).toHaveURL(new RegExp(`^[^?]*/kk/doctors-list/list\\?.*specialty=${title.id}`));
  await expectNoRussianUi(page, await apiTexts(page));
  await expectLinksInKazakh(page);
});

test('a doctor’s page in Kazakh: plurals, prices, the week in kk-KZ, its tabs under /kk/', async ({
  page,
}) => {
  const doctor = await reviewedDoctor(page);
  await page.goto(`/kk/doctors-list/${doctor.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
  const shown = main(page);
  await expect(shown).toContainText(`${doctor.experience} жыл тәжірибе`);
  await expect(shown).toContainText(`${doctor.reviews_count} пікір`);
  await expect(shown).toContainText(`Алғашқы қабылдау${formatPrice(doctor.first_appointment.price, 'kk')}`);
  await expect(shown).toContainText(
    `Қайталама қабылдау${formatPrice(doctor.repeated_appointment.price, 'kk')}`,
  );
  await expect(page).toHaveTitle(new RegExp(`^${doctor.name} — `));

  // The week: Kazakh weekdays and months (lower case inside the title), today «бүгін», links under /kk/.
  const week = page.getByRole('region', { name: 'Қабылдау күнін таңдаңыз' });
  await expect(week.getByText(/^\d{4} ж\. \p{Ll}+( – (\d{4} ж\. )?\p{Ll}+)?$/u)).toBeVisible();
  await expect(week.getByRole('list', { name: 'Апта күндері' })).toContainText(/дс[\s\S]*жс/i);
  await expect(week).toContainText('бүгін');
  await expect(week.getByRole('button', { name: 'Келесі апта' })).toBeVisible();
  const dayLinks = week.locator('a[data-day]');
  expect(await dayLinks.count()).toBeGreaterThan(0);
  for (const href of await dayLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    expect(href).toMatch(new RegExp(`^/kk/doctors-list/${doctor.slug}\\?day=\\d{4}-\\d{2}-\\d{2}$`));
  await week.getByRole('button', { name: 'Келесі апта' }).click();
  await expect(week.locator('a[data-day]').first()).toHaveAttribute('href', /^\/kk\/doctors-list\//);

  const book = shown.getByRole('link', { name: 'Қабылдауға жазылу' }).first();
  await expect(book).toHaveAttribute('href', /^\/kk\//);

  if (onPhone()) {
    const tabs = page.getByRole('navigation', { name: 'Дәрігер туралы және пікірлер' });
    await expect(tabs.getByRole('link', { name: 'Дәрігер туралы' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Пікірлер' }).click();
    await expect(page).toHaveURL(new RegExp(`/kk/doctors-list/${doctor.slug}\\?tab=reviews$`));
    await expect(page.getByRole('list', { name: 'Пікірлер', exact: true })).toContainText(
      doctor.reviews[0]!.review,
    );
  } else {
    await expect(page.getByText('Дәрігер профилі')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Дәрігер туралы пікірлер' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Баға бойынша пікірлер' });
    await expect(tabs.getByRole('link')).toHaveText([
      `Барлығы (${doctor.reviews_count})`,
      `Оң (${doctor.reviews_count})`,
      'Теріс (0)',
    ]);
    await expect(page.getByRole('region', { name: 'Пікірлер: барлығы' })).toBeVisible();
    await tabs.getByRole('link', { name: 'Теріс (0)' }).click();
    await expect(page).toHaveURL(new RegExp(`/kk/doctors-list/${doctor.slug}\\?tab=negative$`));
    const negative = page.getByRole('region', { name: 'Пікірлер: теріс' });
    await expect(negative).toHaveText('Теріс пікірлер жоқ.');
  }
  await expectNoRussianUi(page, await apiTexts(page));
  await expectLinksInKazakh(page);
});

for (const path of ['/kk/doctors-list/no-such-doctor', '/kk/doctors-list/a/b']) {
  test(`not found in Kazakh: ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Бет табылмады' })).toBeVisible();
    await expect(page).toHaveTitle(/^Бет табылмады — /);
    await expect(main(page)).toContainText('Мұндай бет жоқ немесе ол жойылған.');
    await expect(page.getByRole('link', { name: 'Барлық дәрігерлер' })).toHaveAttribute(
      'href',
      '/kk/doctors-list/list',
    );
    await expectNoRussianUi(page);
    await expectLinksInKazakh(page);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server’s HTML of the Kazakh list and doctor page is Kazakh', async ({ page }) => {
    const doctor = await reviewedDoctor(page);
    const skip = await apiTexts(page);
    const response = await page.goto('/kk/doctors-list/list?sort_by=experience&sort_direction=desc');
    expect(response?.headers()['x-render']).toBe('server');
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(page.getByRole('link', { name: 'Сұрыптау бағыты: кему бойынша' })).toBeVisible();
    await expect(main(page)).toContainText('жыл тәжірибе');
    await expectNoRussianUi(page, skip);
    await expectLinksInKazakh(page);

    await page.goto(`/kk/doctors-list/${doctor.slug}`);
    await expect(main(page)).toContainText(`${doctor.reviews_count} пікір`);
    await expect(main(page)).toContainText('Қабылдау күнін таңдаңыз');
    const day = page.locator('a[data-day]').last();
    const href = await day.getAttribute('href');
    expect(href).toMatch(/^\/kk\/doctors-list\/[^?]+\?day=/);
    // A day link is a real link: the server renders the page again with that day picked.
    await day.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
    await expect(page.locator(`a[data-day][aria-current="true"]`)).toHaveAttribute('href', href!);
    await expectNoRussianUi(page, skip);
    await expectLinksInKazakh(page);
  });
});
