import { combine, createEvent, sample } from 'effector';
import { promotionsQuery } from '../../data/queries';
import { SHORT_PROMOTIONS } from '../../rules/lists';
import { $category, $search } from '../promotions-layout/model';
import { filterPromotions } from '../promotions-layout/tabs';

export const listOpened = createEvent();

/** The cards the tab and the search box leave. */
export const $visiblePromotions = combine(
  promotionsQuery.$data,
  $category,
  $search,
  (list, category, search) => filterPromotions(list ?? [], category, search),
);
/** SPEC §2 'Ещё акции:' — the first 3 promotions. */
export const $morePromotions = promotionsQuery.$data.map((list) =>
  (list ?? []).slice(0, SHORT_PROMOTIONS.desktop),
);

sample({ clock: listOpened, target: promotionsQuery.started });

export { promotionsQuery };
