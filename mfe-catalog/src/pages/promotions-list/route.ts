import { type RouteLoader, startSection } from '@clinic/shared';
import { searchChanged } from '../promotions-layout/model';
import { searchFromAddress } from '../promotions-layout/tabs';
import { listOpened } from './model';

export { PromotionsListPage as Component } from './PromotionsListPage';

/** The search its address asks for (the search form without JavaScript, a shared link) is rendered too. */
export const loader: RouteLoader = async ({ request, context: { scope } }) => {
  await Promise.all([
    startSection(listOpened, undefined, scope),
    startSection(searchChanged, searchFromAddress(new URL(request.url).search), scope),
  ]);
};
