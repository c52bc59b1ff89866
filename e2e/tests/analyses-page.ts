import type { Analysis, AnalysisCategory } from '@clinic/shared';
import { formatPrice } from '@clinic/shared/core';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiData, plain } from './support/api';
import { expect } from './support/fixtures';

/** SPEC §9, written out here on purpose: the test must not borrow the code it checks. */
export const BLOOD_TEST_SURCHARGE = 900;

/** The spec's rule, from the API's prices: sum (missing = 0) + 900 once when any needs a blood draw. */
export function expectedTotal(selected: readonly Analysis[]): string {
  const sum = selected.reduce((total, analysis) => total + (analysis.price ?? 0), 0);
  return formatPrice(
    selected.some((analysis) => analysis.bloodTestIncluded) ? sum + BLOOD_TEST_SURCHARGE : sum,
  );
}

export async function analysesData(request: APIRequestContext) {
  const [analyses, categories] = await Promise.all([
    apiData<Analysis[]>(request, '/analyses'),
    apiData<AnalysisCategory[]>(request, '/category-analyses'),
  ]);
  return { analyses, categories };
}

/** Two priced analyses without a blood draw and one with, from the category that is current on load. */
export function threeFromFirstCategory(analyses: Analysis[], categories: AnalysisCategory[]) {
  const first = categories[0]!;
  const candidates = analyses.filter((a) => a.category_analysis_id === first.id && (a.price ?? 0) > 0);
  const withoutBlood = candidates.filter((a) => !a.bloodTestIncluded).slice(0, 2);
  const withBlood = candidates.find((a) => a.bloodTestIncluded)!;
  expect(withoutBlood, 'the seed has two priced analyses without a blood draw').toHaveLength(2);
  expect(withBlood, 'the seed has a priced analysis with a blood draw').toBeTruthy();
  return { category: first, picks: [withoutBlood[0]!, withoutBlood[1]!, withBlood] as const };
}

/**
 * Opens the list by the home page's link, so that the browser loads its data itself: `page.route` reaches only
 * the browser's requests, and a page load of the list arrives rendered from the API's own answers by the server.
 */
export async function openListInBrowser(page: Page) {
  await page.goto('/');
  await page.locator('main a[href="/analysis/list"]').filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/analysis\/list$/);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's controls for one analysis, on the desktop grid or in the mobile accordion. */
export function analysesPage(page: Page, mobile: boolean) {
  const card = (analysis: Analysis) =>
    page
      .getByRole('list', { name: 'Список анализов' })
      .getByRole('listitem')
      // The card's text is the name followed by its price (or «Цена по запросу»): a longer name with the same
      // start is not it.
      .filter({ hasText: new RegExp(`^${escapeRegExp(plain(analysis.name))}\\s*(\\d|Цена по запросу)`) })
      .getByRole('button');
  const mobileToggle = (analysis: Analysis, verb: 'Добавить' | 'Убрать') =>
    page.getByRole('button', { name: `${verb} «${plain(analysis.name)}»`, exact: true });

  return {
    card,
    add: async (analysis: Analysis) => {
      if (mobile) await mobileToggle(analysis, 'Добавить').click();
      else await card(analysis).click();
    },
    remove: async (analysis: Analysis) => {
      if (mobile) await mobileToggle(analysis, 'Убрать').click();
      else await card(analysis).click();
    },
    /** The total: the calculator panel's on desktop, the sticky button's on mobile. */
    total: () => page.getByTestId('calculator-total'),
    calculator: () => page.getByRole('region', { name: 'Калькулятор анализов' }),
    selectedList: () => page.getByRole('list', { name: 'Выбранные анализы' }),
    openSummary: () => page.getByRole('button', { name: /^Калькулятор анализов/ }).click(),
  };
}
