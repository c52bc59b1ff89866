import type { Promotion } from '@clinic/shared';
import { createEvent, sample } from 'effector';
import { promotionsQuery } from '../../data/queries';

/** A short promotions list appeared on a page: (re)load the promotions it picks from. */
export const blockShown = createEvent();
sample({ clock: blockShown, target: promotionsQuery.started });

export { promotionsQuery };

/** The first `count` promotions, leaving out the one the page is about. */
export function pickPromotions(list: readonly Promotion[], count: number, excludeId?: number): Promotion[] {
  return list.filter((item) => item.id !== excludeId).slice(0, count);
}
