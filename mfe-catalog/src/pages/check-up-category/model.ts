import { bookingRequested, type CheckUp, type CheckUpPackage, type ParentCheckUp } from '@clinic/shared';
import { createEvent, createStore, sample } from 'effector';
import { type CheckUpCatalog, loadCheckUpCatalog, packagesOf } from '../../data/checkUpCatalog';
import { createSlugQuery } from '../../data/slugQuery';

export interface CheckUpWithPackages extends CheckUp {
  packages: CheckUpPackage[];
}

export interface CheckUpCategoryPage {
  /** Null when no parent check-up has the route's slug. */
  parent: ParentCheckUp | null;
  checkUps: CheckUpWithPackages[];
  /** The 'other CHECK-UP packages' of the mobile page: every other parent. */
  others: ParentCheckUp[];
}

export function checkUpCategoryOf(slug: string, catalog: CheckUpCatalog): CheckUpCategoryPage {
  const parent = catalog.parents.find((item) => item.slug === slug) ?? null;
  if (!parent) return { parent: null, checkUps: [], others: [] };
  return {
    parent,
    checkUps: catalog.checkUps
      .filter((checkUp) => checkUp.parent_id === parent.id)
      .map((checkUp) => ({ ...checkUp, packages: packagesOf(catalog.packages, checkUp.id) })),
    others: catalog.parents.filter((item) => item.id !== parent.id),
  };
}

/** `/check-up/adults/:slug`; reloads whenever the slug changes (SPEC §4). */
export const checkUpCategory = createSlugQuery(async (slug) =>
  checkUpCategoryOf(slug, await loadCheckUpCatalog()),
);

/** The patient opened or closed a check-up of the mobile accordion. */
export const checkUpToggled = createEvent<number | null>();
/** 'Получить консультацию' on the mobile page. */
export const consultClicked = createEvent();

/** SPEC §4: the first check-up is selected after load. */
export const $selectedCheckUpId = createStore<number | null>(null).on(checkUpToggled, (_, id) => id);

sample({
  clock: checkUpCategory.$data,
  fn: (page) => page?.checkUps[0]?.id ?? null,
  target: $selectedCheckUpId,
});

sample({ clock: consultClicked, fn: () => ({ kind: 'consult' as const }), target: bookingRequested });
