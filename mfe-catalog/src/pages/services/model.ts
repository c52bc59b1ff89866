import { createQuery, getServices } from '@clinic/shared';

/** Services are read once per visit and shared by the top, category and details pages. */
export const servicesQuery = createQuery(getServices);
