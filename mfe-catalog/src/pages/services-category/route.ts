import { type RouteLoader, startSection } from '@clinic/shared';
import { categoryPage } from './model';

export { ServicesCategoryPage as Component } from './ServicesCategoryPage';

export const loader: RouteLoader = ({ params, context: { scope } }) =>
  startSection(categoryPage.opened, params.slug ?? '', scope);
