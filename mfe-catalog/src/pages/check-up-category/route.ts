import { type RouteLoader, startSection } from '@clinic/shared';
import { checkUpCategory } from './model';

export { CheckUpCategoryPage as Component } from './CheckUpCategoryPage';

export const loader: RouteLoader = ({ params, context: { scope } }) =>
  startSection(checkUpCategory.opened, params.slug ?? '', scope);
