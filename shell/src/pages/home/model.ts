import { type Banner, createQuery, getBanners } from '@clinic/shared';
import { createEvent, sample } from 'effector';

/** The patient opened the home page. */
export const homeOpened = createEvent();

/** The banners of the slider (`/api/banners`): loaded once per visit, again only after a failure. */
export const bannersQuery = createQuery<void, Banner[]>(() => getBanners());

sample({
  clock: homeOpened,
  source: bannersQuery.$status,
  filter: (status) => status === 'idle' || status === 'failed',
  fn: () => undefined,
  target: bannersQuery.started,
});
