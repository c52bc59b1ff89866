import {
  getCheckUpPackages,
  getCheckUps,
  getDoctors,
  getParentCheckUps,
  getPromotion,
  getPromotions,
  getServiceCategories,
  getServices,
} from '@clinic/shared';
import { createEffect } from 'effector';

/**
 * The catalogue's API reads (SPEC §7), each an effect: every query and page model reads through these, so a
 * scope can be given its own answers (`fork({ handlers })`) without touching the HTTP client.
 */
export const getPromotionsFx = createEffect(getPromotions);
export const getPromotionFx = createEffect(getPromotion);
export const getServicesFx = createEffect(getServices);
export const getServiceCategoriesFx = createEffect(getServiceCategories);
export const getParentCheckUpsFx = createEffect(getParentCheckUps);
export const getCheckUpsFx = createEffect(getCheckUps);
export const getCheckUpPackagesFx = createEffect(getCheckUpPackages);
export const getDoctorsFx = createEffect(() => getDoctors());
