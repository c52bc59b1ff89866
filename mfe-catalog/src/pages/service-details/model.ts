import { bookingRequested } from '@clinic/shared';
import { createEvent, sample } from 'effector';
import { getServicesFx } from '../../data/api';
import { createSlugQuery } from '../../data/slugQuery';

/** SPEC §4: the service is found by matching the route slug in the loaded list. */
export const serviceDetails = createSlugQuery(async (slug) => {
  const services = await getServicesFx();
  return { service: services.find((item) => item.slug === slug) ?? null };
});

/** The patient pressed 'Записаться на прием'. */
export const bookingClicked = createEvent();

sample({
  clock: bookingClicked,
  source: serviceDetails.$data,
  filter: (page) => Boolean(page?.service),
  fn: (page) => ({ kind: 'services' as const, targetId: page?.service?.id }),
  target: bookingRequested,
});
