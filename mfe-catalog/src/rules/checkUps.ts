/** SPEC §9 check-up home and list: the first 3 parent categories, a purple 4th, 1 promotion. */
export const CHECK_UP_GALLERY = { parents: 4, purpleIndex: 3, promotions: 1 } as const;

/** SPEC §2: on the mobile list every parent category is shown and the fourth is highlighted. */
export const HIGHLIGHTED_PARENT_INDEX = 3;

/** SPEC §9 skeleton counts used on the check-up pages (3 cards of the gallery, 5 rows of a list). */
export const CHECK_UP_SKELETONS = { gallery: 3, list: 5 } as const;
