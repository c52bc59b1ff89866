import { type RouteLoader, startSection } from '@clinic/shared';
import { checkUpDetails } from './model';

export { CheckUpDetailsPage as Component } from './CheckUpDetailsPage';

export const loader: RouteLoader = ({ params, context: { scope } }) =>
  startSection(checkUpDetails.opened, params.slug ?? '', scope);
