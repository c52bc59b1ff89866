import { type RouteLoader, startSection } from '@clinic/shared';
import { blockShown } from '../../features/promotions-block/model';
import { pageOpened } from './model';

export { TopServicesPage as Component } from './TopServicesPage';

/** The top services, and the short promotions list below them. */
export const loader: RouteLoader = async ({ context: { scope } }) => {
  await Promise.all([startSection(pageOpened, undefined, scope), startSection(blockShown, undefined, scope)]);
};
