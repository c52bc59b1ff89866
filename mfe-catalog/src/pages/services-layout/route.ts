import { type RouteLoader, startSection } from '@clinic/shared';
import { layoutOpened, pathChanged } from './model';

export { ServicesLayout as Component } from './ServicesLayout';

/** The tabs load the categories; the path decides the highlighted one. */
export const loader: RouteLoader = async ({ request, context: { scope } }) => {
  await Promise.all([
    startSection(layoutOpened, undefined, scope),
    startSection(pathChanged, new URL(request.url).pathname, scope),
  ]);
};
