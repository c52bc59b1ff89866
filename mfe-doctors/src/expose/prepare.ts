import { type PrepareSection, ROUTES, startSection } from '@clinic/shared';
import { matchPath } from 'react-router-dom';

/**
 * The doctors' pages with their data (the server renders them with it; the browser hydrates them from it):
 * the list, or one doctor by the route's slug. The models load with their pages' chunks, as before.
 */
export const prepare: PrepareSection = async ({ pathname, scope }) => {
  if (matchPath(ROUTES.DOCTORS_LIST, pathname)) {
    // The page's own chunk too: it hydrates right after, without a second wait.
    const [{ pageOpened }] = await Promise.all([
      import('../pages/doctors-list/model'),
      import('../pages/doctors-list/DoctorsListPage'),
    ]);
    return startSection(pageOpened, undefined, scope);
  }
  const slug = matchPath(ROUTES.DOCTOR_VIEW_DETAILS, pathname)?.params.slug;
  if (slug) {
    const [{ pageOpened }] = await Promise.all([
      import('../pages/doctor-details/model'),
      import('../pages/doctor-details/DoctorDetailsPage'),
    ]);
    return startSection(pageOpened, slug, scope);
  }
};
