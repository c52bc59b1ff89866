import { createQuery, getDoctors } from '@clinic/shared';

export const doctorsQuery = createQuery(getDoctors);
