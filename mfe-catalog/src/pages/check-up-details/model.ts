import { bookingRequested, type CheckUp, type CheckUpPackage, type ParentCheckUp } from '@clinic/shared';
import { createEvent, sample } from 'effector';
import { type CheckUpCatalog, loadCheckUpCatalog, packagesOf } from '../../data/checkUpCatalog';
import { createSlugQuery } from '../../data/slugQuery';

export interface CheckUpDetails {
  /** Null when no check-up has the route's slug. */
  checkUp: CheckUp | null;
  packages: CheckUpPackage[];
  parent: ParentCheckUp | null;
}

export function checkUpDetailsOf(slug: string, catalog: CheckUpCatalog): CheckUpDetails {
  const checkUp = catalog.checkUps.find((item) => item.slug === slug) ?? null;
  if (!checkUp) return { checkUp: null, packages: [], parent: null };
  return {
    checkUp,
    packages: packagesOf(catalog.packages, checkUp.id),
    parent: catalog.parents.find((item) => item.id === checkUp.parent_id) ?? null,
  };
}

/** `/check-up/adults-details/:slug`: the check-up with its packages. */
export const checkUpDetails = createSlugQuery(async (slug) =>
  checkUpDetailsOf(slug, await loadCheckUpCatalog()),
);

export const bookingClicked = createEvent();

sample({
  clock: bookingClicked,
  source: checkUpDetails.$data,
  filter: (page) => Boolean(page?.checkUp),
  fn: (page) => ({ kind: 'checkup' as const, targetId: page?.checkUp?.id }),
  target: bookingRequested,
});
