import { type RouteLoader, startSection } from '@clinic/shared';
import { readListAddress } from './listAddress';
import { pageOpened } from './model';

export { DoctorsListPage as Component } from './DoctorsListPage';

/** The sort and the filter are the address's (`?sort_by=rating&sort_direction=desc&letter=к&specialty=2`): a sorted, filtered list is a link. */
export const loader: RouteLoader = async ({ request, context }) =>
  startSection(pageOpened, readListAddress(new URL(request.url).search), context.scope);
