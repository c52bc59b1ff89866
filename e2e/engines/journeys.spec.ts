import type { Doctor } from '@clinic/shared';
import { storedRequests } from '../../api/src/testing/storedRequests';
import { analysesData, expectedTotal, threeFromFirstCategory } from '../tests/analyses-page';
import { apiData, plain, seed } from '../tests/support/api';
import { uniqueName } from '../tests/support/booking';
import { expect, test } from './support/fixtures';
import { DATA_DIR } from './support/site';

/**
 * The four journeys a patient makes most, in this engine, on a phone (390 px: the layout most patients have;
 * the 1280 px layout is covered by the route checks). Real clicks and keys through the engine's own input.
 */
const PHONE = 390;

/** The visible text of the first element matching (in the page). */
const textOf = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? null;

test('the analyses calculator adds three analyses and shows the exact total', async ({ window, request }) => {
  const { analyses, categories } = await analysesData(request);
  const picks = threeFromFirstCategory(analyses, categories).picks;
  const page = await window(PHONE);
  await page.open('/analysis/list');
  for (const analysis of picks) await page.click('button', `Добавить «${plain(analysis.name)}»`);
  const total = expectedTotal(picks);
  await page.waitFor(
    `the calculator's total never became ${total}`,
    (selector: string, want: string) => document.querySelector(selector)?.textContent?.trim() === want,
    '[data-testid="calculator-total"]',
    total,
  );
  expect(await page.evaluate(textOf, '[data-testid="calculator-total"]')).toBe(total);
  expect(await page.problems()).toEqual([]);
});

// On a fresh page the first key's results (names with markup) must not hide the layout while the sanitiser
// loads, the box with it: keys would be lost and the caret would go back to the start («тамин дв»). On the phone,
// then, each letter of the alphabet first. A window per width (WebKit drives one session at a time).
for (const width of [PHONE, 1280])
  test(`«витамин д» typed key by key into the analyses search at ${width} px stays as typed and finds vitamin D`, async ({
    window,
    request,
  }) => {
    const { analyses } = await analysesData(request);
    const vitaminD = analyses.find((analysis) => plain(analysis.name) === 'Витамин D (25-OH D3)');
    expect(vitaminD, 'the seed has vitamin D').toBeTruthy();
    const query = 'витамин д';
    const box = 'main input[type="search"]';
    const page = await window(width);
    await page.open('/analysis/list');
    // One call: the engine's own keys, one after another, into the box it focused once.
    await page.type(box, query);
    const typed = await page.evaluate((selector: string) => {
      const input = document.querySelector<HTMLInputElement>(selector);
      return { value: input?.value, focused: document.activeElement === input, caret: input?.selectionStart };
    }, box);
    expect(typed).toEqual({ value: query, focused: true, caret: query.length });
    await page.waitFor(
      `the search for «${query}» never listed vitamin D alone`,
      (name: string) => {
        const found = [...document.querySelectorAll('[aria-label="Найдено: 1 анализ"] li')];
        return found.length === 1 && (found[0]?.textContent ?? '').includes(name);
      },
      plain(vitaminD?.name ?? ''),
    );
    if (width === PHONE) {
      // Then every letter of the alphabet as the first key of a search, key by key: each comes through whole.
      for (const letter of 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя') {
        await page.evaluate((selector: string) => {
          const input = document.querySelector<HTMLInputElement>(selector);
          if (!input) return;
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '');
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }, box);
        await page.type(box, `${letter}ит`);
        const value = await page.evaluate(
          (selector: string) => document.querySelector<HTMLInputElement>(selector)?.value,
          box,
        );
        expect(value, `«${letter}ит» typed`).toBe(`${letter}ит`);
      }
    }
    expect(await page.problems()).toEqual([]);
  });

/** The rows the local server stored for this patient (playwright.config.ts gives it DATA_DIR). */
const storedFor = (name: string) => storedRequests(DATA_DIR).filter((row) => row.data.name === name);

test("a doctor's booking from the dialog is stored once", async ({ window, request, engine }) => {
  const { doctors } = await seed(request);
  const doctor = doctors[0]!;
  const name = uniqueName(`Запись ${engine}`);
  const page = await window(PHONE);
  await page.open(`/doctors-list/${doctor.slug}`);
  await page.click('main a', 'Записаться на прием');
  await page.type('[role="dialog"] input[name="name"]', name);
  await page.type('[role="dialog"] input[name="phone"]', '7015556677');
  await page.click('[role="dialog"] input[name="consent"]');
  await page.click('[role="dialog"] button', 'Отправить');
  await page.waitFor(
    'the dialog never said «Заявка отправлена»',
    () => document.querySelector('[role="dialog"]')?.textContent?.includes('Заявка отправлена') === true,
  );
  if (!process.env.E2E_BASE_URL)
    await expect
      .poll(() => storedFor(name).map((row) => row.data))
      .toEqual([expect.objectContaining({ name, phone: '77015556677', doctor_id: doctor.id })]);
  expect(await page.problems()).toEqual([]);
});

test("the doctors' price sort shows the API's order, cheapest first", async ({ window, request }) => {
  const sorted = await apiData<Doctor[]>(request, '/doctors?sort_by=first_appointment&sort_direction=asc');
  const prices = sorted.map((doctor) => doctor.first_appointment.price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  const page = await window(PHONE);
  await page.open('/doctors-list/list');
  await page.click('[role="group"][aria-label="Сортировка врачей"] a', 'Цена');
  const names = sorted.map((doctor) => doctor.name);
  await page.waitFor(
    'the cards never came in the order of price',
    (want: string[]) => {
      const cards = [...document.querySelectorAll('[aria-label="Список врачей"] > li')];
      return (
        new URLSearchParams(location.search).get('sort_by') === 'first_appointment' &&
        cards.length === want.length &&
        cards.every((card, index) => (card.textContent ?? '').includes(want[index]!))
      );
    },
    names,
  );
  expect(await page.problems()).toEqual([]);
});

test('the mobile menu opens, shows the phones and leads to the doctors', async ({ window }) => {
  const page = await window(PHONE);
  await page.open('/');
  await page.click('header button', 'Меню');
  await page.waitFor('the menu never opened with the clinic phones', () => {
    const menu = document.getElementById('burger-menu');
    return (
      menu !== null && menu.getBoundingClientRect().height > 0 && /355-00-55/.test(menu.textContent ?? '')
    );
  });
  await page.click('#burger-menu a', 'Врачи');
  await page.waitFor('the menu link did not lead to the doctors list with the menu closed', () => {
    const menu = document.getElementById('burger-menu');
    return (
      location.pathname === '/doctors-list/list' &&
      document.querySelector('[aria-label="Список врачей"]') !== null &&
      (menu === null || menu.getBoundingClientRect().height === 0)
    );
  });
  expect(await page.problems()).toEqual([]);
});
