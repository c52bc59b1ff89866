import { type RouteLoader, startSection } from '@clinic/shared';
import { galleryShown } from '../../features/check-up-gallery/model';
import { listOpened } from './model';

export { CheckUpListPage as Component } from './CheckUpListPage';

/** The desktop list shows the gallery (parents and a promotion); the phone's list, the parents only. */
export const loader: RouteLoader = async ({ context: { scope } }) => {
  await Promise.all([
    startSection(listOpened, undefined, scope),
    startSection(galleryShown, undefined, scope),
  ]);
};
