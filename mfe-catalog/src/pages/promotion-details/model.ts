import { bookingRequested, type Promotion } from '@clinic/shared';
import { createEvent, sample } from 'effector';
import { getPromotionFx, getPromotionsFx } from '../../data/api';
import { createSlugQuery } from '../../data/slugQuery';

/** SPEC §4: the id is found by matching the route slug in the loaded list, then the promotion is fetched. */
export async function loadPromotionBySlug(slug: string): Promise<{ promotion: Promotion | null }> {
  const list = await getPromotionsFx();
  const found = list.find((item) => item.slug === slug);
  if (!found) return { promotion: null };
  return { promotion: await getPromotionFx(found.id) };
}

export const promotionDetails = createSlugQuery(loadPromotionBySlug);

/** The patient pressed 'Записаться на прием'. */
export const bookingClicked = createEvent();

sample({
  clock: bookingClicked,
  source: promotionDetails.$data,
  filter: (page) => Boolean(page?.promotion),
  fn: (page) => ({ kind: 'promotion' as const, targetId: page?.promotion?.id }),
  target: bookingRequested,
});
