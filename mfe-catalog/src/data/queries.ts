import {
  createQuery,
  getCheckUpPackages,
  getCheckUps,
  getDoctors,
  getParentCheckUps,
  getPromotions,
  getServiceCategories,
  getServices,
} from '@clinic/shared';

/**
 * The catalogue's lists, each read through one query shared by the pages and widgets that show it.
 * SPEC §7: lists are matched to route slugs on the client.
 */
export const promotionsQuery = createQuery(getPromotions);
export const servicesQuery = createQuery(getServices);
export const serviceCategoriesQuery = createQuery(getServiceCategories);
export const parentCheckUpsQuery = createQuery(getParentCheckUps);
export const checkUpsQuery = createQuery(getCheckUps);
export const checkUpPackagesQuery = createQuery(getCheckUpPackages);
/** Only for the specialists teaser's avatars on the check-up list. */
export const doctorsQuery = createQuery(() => getDoctors());
