import { createEvent, sample } from 'effector';
import { promotionsQuery } from '../../data/queries';
import { SHORT_PROMOTIONS } from '../../rules/lists';

export const listOpened = createEvent();

/** SPEC §2 'Ещё акции:' — the first 3 promotions. */
export const $morePromotions = promotionsQuery.$data.map((list) =>
  (list ?? []).slice(0, SHORT_PROMOTIONS.desktop),
);

sample({ clock: listOpened, target: promotionsQuery.started });

export { promotionsQuery };
