import { type Banner, createQuery, getBanners } from '@clinic/shared';
import { createEffect, createEvent, sample } from 'effector';

/** The patient opened the home page. */
export const homeOpened = createEvent();

/** The API read of the banners, an effect so that a scope can be given its own answer (`fork({ handlers })`). */
export const getBannersFx = createEffect(getBanners);
/** The banners of the slider (`/api/banners`): loaded once per visit, again only after a failure. */
export const bannersQuery = createQuery<void, Banner[]>(() => getBannersFx());

sample({
  clock: homeOpened,
  source: bannersQuery.$status,
  filter: (status) => status === 'idle' || status === 'failed',
  fn: () => undefined,
  target: bannersQuery.started,
});
