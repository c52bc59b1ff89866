import { createQuery, getPromotions } from '@clinic/shared';

/** SPEC §7: the promotions list is loaded once and matched to the route slug on the client. */
export const promotionsQuery = createQuery(getPromotions);
