import {
  $bookingRequest,
  type Analysis,
  type AnalysisCategory,
  localeRead,
  type RussianLetterGroup,
} from '@clinic/shared';
import { allSettled, fork, type Scope } from 'effector';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALL_LETTER } from './catalogue';
import { type ListFilters, NO_FILTERS } from './listAddress';
import {
  $currentCategoryId,
  $gridPage,
  $gridRemaining,
  $letter,
  $loadError,
  $mobileView,
  $ready,
  $search,
  $searchSuggestions,
  $selectedIds,
  $share,
  $surchargeApplies,
  $total,
  $visibleCategories,
  analysisRemoved,
  analysisToggled,
  backToAnalysesClicked,
  bookClicked,
  calculatorOpened,
  filtersOpened,
  GRID_PAGE_SIZE,
  loadAnalysesFx,
  loadCategoriesFx,
  loadLettersFx,
  moreAnalysesRequested,
  openPageFx,
  retryClicked,
  searchChanged,
  selectionReset,
  selectionRestoreStarted,
  shareClicked,
  shareLinkCreatedFx,
} from './model';
import { selectionFromAddress } from './selectionAddress';
import { SELECTION_STORAGE_KEY } from './selectionStorage';

const CATEGORIES: AnalysisCategory[] = [
  { id: 1, name: 'Общеклинические исследования' },
  { id: 2, name: 'Биохимия крови' },
  { id: 3, name: 'Онкомаркеры' },
];
const LETTERS: RussianLetterGroup[] = [
  { letter: 'б', categories: [{ id: 2 }] },
  { letter: 'о', categories: [{ id: 1 }, { id: 3 }] },
];
const item = (id: number, category: number, price: number | null, blood = false): Analysis => ({
  id,
  name: `Анализ ${id}`,
  price,
  category_analysis_id: category,
  bloodTestIncluded: blood,
});
const ANALYSES = [
  item(1, 1, 2600, true),
  item(2, 1, 3100),
  item(3, 2, 1100, true),
  item(4, 2, null),
  item(5, 3, 5200),
];

async function openPage(
  analyses = ANALYSES,
  sharedIds: number[] | null = null,
  filters: ListFilters = NO_FILTERS,
): Promise<Scope> {
  const scope = fork({
    handlers: [
      [loadAnalysesFx, async () => analyses],
      [loadCategoriesFx, async () => CATEGORIES],
      [loadLettersFx, async () => LETTERS],
    ],
  });
  await allSettled(openPageFx, { scope, params: filters });
  await allSettled(selectionRestoreStarted, { scope, params: { sharedIds } });
  return scope;
}

beforeEach(() => localStorage.clear());

describe('opening the page', () => {
  it('loads categories, letters and analyses together, in parallel', async () => {
    const started: string[] = [];
    const answers: Array<() => void> = [];
    const deferred =
      <T>(name: string, value: T) =>
      () =>
        new Promise<T>((resolve) => {
          started.push(name);
          answers.push(() => resolve(value));
        });
    const scope = fork({
      handlers: [
        [loadAnalysesFx, deferred('analyses', ANALYSES)],
        [loadCategoriesFx, deferred('categories', CATEGORIES)],
        [loadLettersFx, deferred('letters', LETTERS)],
      ],
    });
    const settled = allSettled(openPageFx, { scope, params: NO_FILTERS });
    await Promise.resolve();
    expect(started.sort()).toEqual(['analyses', 'categories', 'letters']);
    expect(scope.getState($ready)).toBe(false);
    for (const answer of answers) answer();
    await settled;
    expect(scope.getState($ready)).toBe(true);
  });

  it('makes the first category current, with every letter shown', async () => {
    const scope = await openPage();
    expect(scope.getState($currentCategoryId)).toBe(1);
    expect(scope.getState($letter)).toBe(ALL_LETTER);
    expect(scope.getState($gridPage).map((a) => a.id)).toEqual([1, 2]);
  });

  it('shows an error when a call fails, and a retry loads again', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          loadAnalysesFx,
          async () => {
            if (fail) throw new Error('boom');
            return ANALYSES;
          },
        ],
        [loadCategoriesFx, async () => CATEGORIES],
        [loadLettersFx, async () => LETTERS],
      ],
    });
    await allSettled(openPageFx, { scope, params: NO_FILTERS });
    expect(scope.getState($loadError)).toBe('loadError.failed');
    fail = false;
    await allSettled(retryClicked, { scope });
    expect(scope.getState($loadError)).toBeNull();
    expect(scope.getState($loadError)).toBeNull();
    expect(scope.getState($ready)).toBe(true);
  });
});

/** A client-side navigation to the list's address with these filters. */
const navigate = (scope: Scope, filters: Partial<ListFilters>) =>
  allSettled(filtersOpened, { scope, params: { ...NO_FILTERS, ...filters } });

describe('letters and categories (SPEC §4), from the address', () => {
  it('a letter filters the categories; its analyses are those of its categories', async () => {
    const scope = await openPage();
    await navigate(scope, { letter: 'о' });
    expect(scope.getState($visibleCategories).map((c) => c.id)).toEqual([1, 3]);
    expect(scope.getState($currentCategoryId)).toBeNull();
    expect(scope.getState($gridPage).map((a) => a.id)).toEqual([1, 2, 5]);
  });

  it("'Все' means all categories and all analyses", async () => {
    const scope = await openPage();
    await navigate(scope, { letter: 'б' });
    await navigate(scope, { letter: ALL_LETTER });
    expect(scope.getState($visibleCategories)).toHaveLength(3);
    expect(scope.getState($gridPage).map((a) => a.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('choosing a category makes it current, sets the lowercase first letter of its name, filters analyses', async () => {
    const scope = await openPage();
    await navigate(scope, { categoryId: 2 });
    expect(scope.getState($currentCategoryId)).toBe(2);
    expect(scope.getState($letter)).toBe('б');
    expect(scope.getState($visibleCategories).map((c) => c.id)).toEqual([2]);
    expect(scope.getState($gridPage).map((a) => a.id)).toEqual([3, 4]);
  });

  it('a search looks across every category; clearing it returns to the category', async () => {
    const scope = await openPage();
    await allSettled(searchChanged, { scope, params: 'АНАЛИЗ 5' });
    expect(scope.getState($gridPage).map((a) => a.id)).toEqual([5]);
    await allSettled(searchChanged, { scope, params: '' });
    expect(scope.getState($gridPage).map((a) => a.id)).toEqual([1, 2]);
  });

  it('offers other searches only when the search finds nothing, each one that finds something', async () => {
    const scope = await openPage();
    await allSettled(searchChanged, { scope, params: 'Анализ 5' });
    expect(scope.getState($searchSuggestions)).toEqual([]);
    // «анализ» alone is a search that finds; the popular searches find nothing in these five.
    await allSettled(searchChanged, { scope, params: 'анализ 9' });
    expect(scope.getState($gridPage)).toEqual([]);
    expect(scope.getState($searchSuggestions)).toEqual(['анализ']);
    await allSettled(searchChanged, { scope, params: '' });
    expect(scope.getState($searchSuggestions)).toEqual([]);
  });

  it('opens at an address with its category, letter or search, and anything unknown as usual', async () => {
    const at = async (filters: Partial<ListFilters>) => {
      const scope = await openPage(ANALYSES, null, { ...NO_FILTERS, ...filters });
      return [scope.getState($letter), scope.getState($currentCategoryId), scope.getState($search)];
    };
    expect(await at({ categoryId: 3 })).toEqual(['о', 3, '']);
    expect(await at({ letter: 'б' })).toEqual(['б', null, '']);
    expect(await at({ query: 'анализ 4' })).toEqual([ALL_LETTER, 1, 'анализ 4']);
    expect(await at({ categoryId: 404 })).toEqual([ALL_LETTER, 1, '']);
    expect(await at({ letter: 'щ' })).toEqual([ALL_LETTER, 1, '']);
  });

  it('the search typed is replaced by the address’s on a navigation, and reset on the next opening', async () => {
    const scope = await openPage();
    await allSettled(searchChanged, { scope, params: 'анализ 5' });
    await navigate(scope, { categoryId: 2 });
    expect(scope.getState($search)).toBe('');
    expect(scope.getState($gridPage).map((a) => a.id)).toEqual([3, 4]);
    await navigate(scope, { query: 'анализ 5' });
    expect(scope.getState($gridPage).map((a) => a.id)).toEqual([5]);
    await allSettled(openPageFx, { scope, params: NO_FILTERS });
    expect(scope.getState($search)).toBe('');
    expect(scope.getState($currentCategoryId)).toBe(1);
  });

  it('keeps the address’s category when the data is loaded again', async () => {
    const scope = await openPage();
    await navigate(scope, { categoryId: 3 });
    await allSettled(retryClicked, { scope });
    expect(scope.getState($currentCategoryId)).toBe(3);
  });

  it('renders a long list a page at a time', async () => {
    const many = Array.from({ length: 130 }, (_, index) => item(index + 1, 1, 1000));
    const scope = await openPage(many);
    expect(scope.getState($gridPage)).toHaveLength(GRID_PAGE_SIZE);
    expect(scope.getState($gridRemaining)).toBe(130 - GRID_PAGE_SIZE);
    await allSettled(moreAnalysesRequested, { scope });
    expect(scope.getState($gridPage)).toHaveLength(GRID_PAGE_SIZE * 2);
    await navigate(scope, { categoryId: 1 });
    expect(scope.getState($gridPage)).toHaveLength(GRID_PAGE_SIZE);
  });
});

describe('selection and total', () => {
  it('toggles, removes, resets; the total follows the API prices and SPEC §9', async () => {
    const scope = await openPage();
    expect(scope.getState($total)).toBe(0);
    await allSettled(analysisToggled, { scope, params: 2 });
    expect(scope.getState($total)).toBe(3100);
    expect(scope.getState($surchargeApplies)).toBe(false);
    await allSettled(analysisToggled, { scope, params: 1 });
    await allSettled(analysisToggled, { scope, params: 3 });
    await allSettled(analysisToggled, { scope, params: 4 });
    expect(scope.getState($selectedIds)).toEqual([2, 1, 3, 4]);
    expect(scope.getState($total)).toBe(3100 + 2600 + 1100 + 0 + 900);
    await allSettled(analysisToggled, { scope, params: 1 });
    await allSettled(analysisRemoved, { scope, params: 3 });
    expect(scope.getState($surchargeApplies)).toBe(false);
    expect(scope.getState($total)).toBe(3100);
    await allSettled(selectionReset, { scope });
    expect(scope.getState($selectedIds)).toEqual([]);
    expect(scope.getState($total)).toBe(0);
  });
});

describe('the selection kept on the device', () => {
  it('is written on every change and restored on the next visit, with current prices', async () => {
    const first = await openPage();
    await allSettled(analysisToggled, { scope: first, params: 5 });
    await allSettled(analysisToggled, { scope: first, params: 3 });
    expect(JSON.parse(localStorage.getItem(SELECTION_STORAGE_KEY)!).ids).toEqual([5, 3]);

    const repriced = ANALYSES.map((a) => (a.id === 5 ? { ...a, price: 6000 } : a));
    const second = await openPage(repriced);
    expect(second.getState($selectedIds)).toEqual([5, 3]);
    expect(second.getState($total)).toBe(6000 + 1100 + 900);
  });

  it('restores nothing from corrupt content, and keeps working', async () => {
    localStorage.setItem(SELECTION_STORAGE_KEY, '{"version":1,"ids":[1,');
    const scope = await openPage();
    expect(scope.getState($selectedIds)).toEqual([]);
    await allSettled(analysisToggled, { scope, params: 2 });
    expect(scope.getState($total)).toBe(3100);
  });

  it('drops ids the API no longer knows', async () => {
    localStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify({ version: 1, ids: [404, 2, 999, 5] }));
    const scope = await openPage();
    expect(scope.getState($selectedIds)).toEqual([2, 5]);
    expect(JSON.parse(localStorage.getItem(SELECTION_STORAGE_KEY)!).ids).toEqual([2, 5]);
  });
});

describe('the share link', () => {
  it('round-trips: the link made on one device restores the same selection on another', async () => {
    const sender = await openPage();
    for (const id of [4, 1, 5]) await allSettled(analysisToggled, { scope: sender, params: id });
    await allSettled(shareClicked, { scope: sender });
    const share = sender.getState($share)!;
    expect(share.link).toMatch(/\/analysis\/list\?a=4,1,5$/);

    localStorage.clear();
    localStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify({ version: 1, ids: [2] }));
    const receiver = await openPage(ANALYSES, selectionFromAddress(new URL(share.link).search));
    expect(receiver.getState($selectedIds)).toEqual([4, 1, 5]);
    expect(receiver.getState($total)).toBe(sender.getState($total));
  });

  it('keeps the page’s language: shared from a Kazakh page, it opens the Kazakh page', async () => {
    const scope = await openPage();
    await allSettled(localeRead, { scope, params: 'kk' });
    for (const id of [4, 1]) await allSettled(analysisToggled, { scope, params: id });
    await allSettled(shareClicked, { scope });
    expect(new URL(scope.getState($share)!.link).pathname).toBe('/kk/analysis/list');
    expect(scope.getState($share)!.link).toMatch(/\/kk\/analysis\/list\?a=4,1$/);
  });

  it('is not offered for an empty selection, and goes stale when the selection changes', async () => {
    const scope = await openPage();
    await allSettled(shareClicked, { scope });
    expect(scope.getState($share)).toBeNull();
    await allSettled(analysisToggled, { scope, params: 1 });
    await allSettled(shareLinkCreatedFx, { scope, params: { ids: [1], locale: 'ru' } });
    expect(scope.getState($share)).not.toBeNull();
    await allSettled(analysisToggled, { scope, params: 2 });
    expect(scope.getState($share)).toBeNull();
  });
});

describe('booking and the mobile summary', () => {
  it("'Записаться' asks the booking remote for a consultation", async () => {
    const scope = await openPage();
    await allSettled(bookClicked, { scope });
    expect(scope.getState($bookingRequest)).toEqual({ kind: 'consult', entry: 'analyses' });
  });

  it('switches between the list and the summary', async () => {
    const scope = await openPage();
    await allSettled(calculatorOpened, { scope });
    expect(scope.getState($mobileView)).toBe('summary');
    await allSettled(backToAnalysesClicked, { scope });
    expect(scope.getState($mobileView)).toBe('list');
  });
});
