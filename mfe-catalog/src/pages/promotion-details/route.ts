import { type RouteLoader, startSection } from '@clinic/shared';
import { blockShown } from '../../features/promotions-block/model';
import { promotionDetails } from './model';

export { PromotionDetailsPage as Component } from './PromotionDetailsPage';

/** The block of other promotions is the phone layout's; its list is the one the page finds the slug in. */
export const loader: RouteLoader = async ({ params, context: { scope } }) => {
  await Promise.all([
    startSection(promotionDetails.opened, params.slug ?? '', scope),
    startSection(blockShown, undefined, scope),
  ]);
};
