/**
 * The analyses page and its calculator (SPEC §2 Analyses, §4, §9): catalogue, letters, current category,
 * search, selection, total, storage on the device and the share link. Views only bind to these units.
 */
import {
  $locale,
  type Analysis,
  type AnalysisCategory,
  bookingRequested,
  getAnalyses,
  getAnalysisCategories,
  getAnalysisLetters,
  loadErrorId,
  type RussianLetterGroup,
  type SharedMessage,
} from '@clinic/shared';
import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { BLOOD_TEST_SURCHARGE, calculatorTotal, surchargeApplies } from './calculator';
import {
  ALL_LETTER,
  categoriesForLetter,
  type GridCaption,
  gridAnalyses,
  gridCaption,
  groupByCategory,
  type ShownFilters,
  shownFilters,
  withAllLetter,
} from './catalogue';
import { type ListFilters, NO_FILTERS } from './listAddress';
import { analysesSearchIndex, analysisSuggestions } from './search';
import { keepKnown } from './selectionIds';
import { readStoredSelection, writeStoredSelection } from './selectionStorage';
import { copyShareLink } from './shareLink';

/** SPEC §9: 16 skeleton cards while the analyses load. */
export const ANALYSES_SKELETON_COUNT = 16;
/** Cards rendered per step of the grid: all 2,000 at once would break the 50 ms budget of a tick. */
export const GRID_PAGE_SIZE = 48;

/** A list from the API, or a failed load (never a crash in the view) when the answer is not one. */
const list = <T>(value: T[]): T[] => {
  if (!Array.isArray(value)) throw new TypeError('Expected a list from the API');
  return value;
};

// --- Loading: SPEC §4 "opening the page loads categories, letters and analyses together".
export const loadAnalysesFx = createEffect(async () => list(await getAnalyses()));
export const loadCategoriesFx = createEffect(async () => list(await getAnalysisCategories()));
export const loadLettersFx = createEffect(async () => list(await getAnalysisLetters()));
/** The three loads at once; settles when all have answered (a failure lands in `$loadError`). */
const loadAllFx = createEffect(async () => {
  await Promise.allSettled([loadAnalysesFx(), loadCategoriesFx(), loadLettersFx()]);
});
/**
 * Opening the page at its address, with the filters it asks for (none: as SPEC §4 opens it), and loading its data.
 * An effect, not an event, so that whoever opens it can wait for the data: the server before rendering, the
 * browser before hydrating the server's HTML.
 */
export const openPageFx = createEffect((_filters: ListFilters) => loadAllFx());
export const retryClicked = createEvent();
sample({ clock: retryClicked, target: loadAllFx });

const loadStarted = merge([openPageFx, retryClicked]);

export const $analyses = createStore<Analysis[] | null>(null).on(loadAnalysesFx.doneData, (_, data) => data);
export const $categories = createStore<AnalysisCategory[] | null>(null).on(
  loadCategoriesFx.doneData,
  (_, data) => data,
);
const $letterGroups = createStore<RussianLetterGroup[] | null>(null).on(
  loadLettersFx.doneData,
  (_, data) => data,
);
export const $loadError = createStore<SharedMessage | null>(null)
  .on([loadAnalysesFx.failData, loadCategoriesFx.failData, loadLettersFx.failData], (_, error) =>
    loadErrorId(error),
  )
  .reset(loadStarted);
export const $ready = combine($analyses, $categories, $letterGroups, (a, c, l) => !!a && !!c && !!l);

const $analysesList = $analyses.map((data) => data ?? []);
export const $analysesById = $analysesList.map((data) => new Map(data.map((item) => [item.id, item])));
export const $analysesByCategory = $analysesList.map(groupByCategory);
export const $letters = $letterGroups.map((groups) => withAllLetter(groups ?? []));

// --- Letters, categories, search (SPEC §4): links and a form, the filters in the page's address (listAddress.ts).
/** A client-side navigation changed the address's filters (a letter's or a category's link, the search, Back). */
export const filtersOpened = createEvent<ListFilters>();
/** The search box as the patient types: it filters at once, the address follows only when the form is sent. */
export const searchChanged = createEvent<string>();
export const moreAnalysesRequested = createEvent();

/** The filters the page is opened or navigated to with. */
const filtersRequested = merge([openPageFx, filtersOpened]);
const $filters = createStore<ListFilters>(NO_FILTERS).on(filtersRequested, (_, filters) => filters);
/** What the filters come to against the categories (an unknown one opens the page as usual): once they are in. */
const filtersShown = createEvent<ShownFilters>();
sample({
  clock: [filtersRequested, loadAllFx.done],
  source: { filters: $filters, categories: $categories, groups: $letterGroups },
  filter: ({ categories }) => categories !== null,
  fn: ({ filters, categories, groups }) => shownFilters(filters, categories ?? [], groups ?? []),
  target: filtersShown,
});

export const $letter = createStore(ALL_LETTER).on(filtersShown, (_, shown) => shown.letter);
export const $currentCategoryId = createStore<number | null>(null).on(
  filtersShown,
  (_, shown) => shown.categoryId,
);
export const $search = createStore('')
  .on(searchChanged, (_, text) => text)
  .on(filtersRequested, (_, filters) => filters.query);
export const $searchActive = $search.map((text) => text.trim() !== '');

export const $visibleCategories = combine($categories, $letterGroups, $letter, (categories, groups, letter) =>
  categoriesForLetter(categories ?? [], groups ?? [], letter),
);
const $gridAll = combine(
  {
    analyses: $analysesList,
    byCategory: $analysesByCategory,
    search: $search,
    letter: $letter,
    currentCategoryId: $currentCategoryId,
    visibleCategories: $visibleCategories,
  },
  gridAnalyses,
);
const $gridLimit = createStore(GRID_PAGE_SIZE)
  .on(moreAnalysesRequested, (limit) => limit + GRID_PAGE_SIZE)
  .reset(filtersRequested, filtersShown, searchChanged);
/** The cards on screen: the grid grows by a page as the patient scrolls (or asks for more). */
export const $gridPage = combine($gridAll, $gridLimit, (all, limit) => all.slice(0, limit));
export const $gridRemaining = combine($gridAll, $gridPage, (all, page) => all.length - page.length);
/** Searches to offer when the search finds nothing (each finds something); none while it finds anything. */
export const $searchSuggestions = combine(
  { search: $search, all: $gridAll, analyses: $analysesList },
  ({ search, all, analyses }): readonly string[] =>
    search.trim() && all.length === 0 ? analysisSuggestions(analysesSearchIndex(analyses), search) : [],
);
/** What the grid shows, in words: its heading and the label of its scroll region. */
export const $gridCaption = combine(
  $searchActive,
  $gridAll,
  $letter,
  combine(
    $categories,
    $currentCategoryId,
    (categories, id) => categories?.find((c) => c.id === id)?.name ?? null,
  ),
  (search, all, letter, category): GridCaption =>
    gridCaption({ search, count: all.length, letter, category }),
);

// --- Selection (SPEC §4: click toggles, remove icon removes, reset clears).
export const analysisToggled = createEvent<number>();
export const analysisRemoved = createEvent<number>();
export const selectionReset = createEvent();
const selectionRestored = createEvent<number[]>();

export const $selectedIds = createStore<number[]>([])
  .on(analysisToggled, (ids, id) => (ids.includes(id) ? ids.filter((item) => item !== id) : [...ids, id]))
  .on(analysisRemoved, (ids, id) => (ids.includes(id) ? ids.filter((item) => item !== id) : ids))
  .on(selectionRestored, (_, ids) => ids)
  .reset(selectionReset);
// Fresh data may no longer know an analysis: it leaves the selection (and so the total).
sample({
  clock: $analysesById,
  source: $selectedIds,
  fn: (ids, known) => keepKnown(ids, known),
  filter: (ids, known) => keepKnown(ids, known).length !== ids.length,
  target: $selectedIds,
});

export const $selectedSet = $selectedIds.map((ids) => new Set(ids));
/** Prices always from the current API data: the selection itself is ids only. */
export const $selectedAnalyses = combine($selectedIds, $analysesById, (ids, byId) =>
  ids.flatMap((id) => byId.get(id) ?? []),
);
export const $total = $selectedAnalyses.map(calculatorTotal);
export const $surchargeApplies = $selectedAnalyses.map(surchargeApplies);
/** The surcharge as it enters the total: 900 or nothing. */
export const $surcharge = $surchargeApplies.map((applies) => (applies ? BLOOD_TEST_SURCHARGE : 0));

// --- Restore: a shared link wins over the device's own selection; unknown ids are dropped.
/**
 * The page asks for it once mounted (after hydration): the server knows neither the device's storage nor, when
 * it renders, whether the share link will replace it, so its HTML has no selection and the browser adds it.
 */
export const selectionRestoreStarted = createEvent<{ sharedIds: number[] | null }>();
export const readStoredSelectionFx = createEffect(() => readStoredSelection());
export const writeStoredSelectionFx = createEffect((ids: number[]) => writeStoredSelection(ids));

const $pendingRestore = createStore<number[] | null>(null)
  .on(selectionRestoreStarted, (_, { sharedIds }) => sharedIds)
  .on(readStoredSelectionFx.doneData, (_, ids) => ids)
  .reset(selectionRestored);
sample({
  clock: selectionRestoreStarted,
  filter: ({ sharedIds }) => sharedIds === null,
  target: readStoredSelectionFx,
});
sample({
  clock: [$pendingRestore.updates, $analyses.updates],
  source: { ids: $pendingRestore, analyses: $analyses, known: $analysesById },
  filter: ({ ids, analyses }) => ids !== null && analyses !== null,
  fn: ({ ids, known }) => keepKnown(ids ?? [], known),
  target: selectionRestored,
});
sample({ clock: $selectedIds.updates, target: writeStoredSelectionFx });

// --- Share link, booking, the mobile summary.
export const shareClicked = createEvent();
export const shareLinkCreatedFx = createEffect(copyShareLink);
sample({
  clock: shareClicked,
  source: { ids: $selectedIds, locale: $locale },
  filter: ({ ids }) => ids.length > 0,
  target: shareLinkCreatedFx,
});
export const $share = createStore<{ link: string; copied: boolean } | null>(null)
  .on(shareLinkCreatedFx.doneData, (_, share) => share)
  .reset($selectedIds.updates, openPageFx);

export const bookClicked = createEvent();
sample({
  clock: bookClicked,
  fn: () => ({ kind: 'consult' as const, entry: 'analyses' as const }),
  target: bookingRequested,
});

export const calculatorOpened = createEvent();
export const backToAnalysesClicked = createEvent();
export const $mobileView = createStore<'list' | 'summary'>('list')
  .on(calculatorOpened, () => 'summary')
  .reset(backToAnalysesClicked, openPageFx);
