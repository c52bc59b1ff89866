import { createQuery, getCheckUps, getParentCheckUps } from '@clinic/shared';

export const parentCheckUpsQuery = createQuery(getParentCheckUps);
export const checkUpsQuery = createQuery(getCheckUps);
