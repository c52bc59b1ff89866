import { createEvent, sample } from 'effector';
import { parentCheckUpsQuery, promotionsQuery } from '../../data/queries';
import { CHECK_UP_GALLERY } from '../../rules/checkUps';

/** The check-up gallery appeared (home card or the desktop list). */
export const galleryShown = createEvent();

export const $galleryParents = parentCheckUpsQuery.$data.map((list) =>
  (list ?? []).slice(0, CHECK_UP_GALLERY.parents),
);
export const $galleryPromotions = promotionsQuery.$data.map((list) =>
  (list ?? []).slice(0, CHECK_UP_GALLERY.promotions),
);

sample({ clock: galleryShown, target: [parentCheckUpsQuery.started, promotionsQuery.started] });

export { parentCheckUpsQuery };
