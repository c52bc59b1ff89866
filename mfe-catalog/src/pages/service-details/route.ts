import { type RouteLoader, startSection } from '@clinic/shared';
import { blockShown } from '../../features/promotions-block/model';
import { serviceDetails } from './model';

export { ServiceDetailsPage as Component } from './ServiceDetailsPage';

/** The service, and the short promotions list beside it. */
export const loader: RouteLoader = async ({ params, context: { scope } }) => {
  await Promise.all([
    startSection(serviceDetails.opened, params.slug ?? '', scope),
    startSection(blockShown, undefined, scope),
  ]);
};
