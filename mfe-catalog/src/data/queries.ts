import { createQuery } from '@clinic/shared';
import {
  getCheckUpPackagesFx,
  getCheckUpsFx,
  getDoctorsFx,
  getParentCheckUpsFx,
  getPromotionsFx,
  getServiceCategoriesFx,
  getServicesFx,
} from './api';

/**
 * The catalogue's lists, each read through one query shared by the pages and widgets that show it.
 * SPEC §7: lists are matched to route slugs on the client.
 */
export const promotionsQuery = createQuery(() => getPromotionsFx());
export const servicesQuery = createQuery(() => getServicesFx());
export const serviceCategoriesQuery = createQuery(() => getServiceCategoriesFx());
export const parentCheckUpsQuery = createQuery(() => getParentCheckUpsFx());
export const checkUpsQuery = createQuery(() => getCheckUpsFx());
export const checkUpPackagesQuery = createQuery(() => getCheckUpPackagesFx());
/** Only for the specialists teaser's avatars on the check-up list. */
export const doctorsQuery = createQuery(() => getDoctorsFx());
