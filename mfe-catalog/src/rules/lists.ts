/** SPEC §9 short promotion lists: 3, or 4 on mobile or on the top page. */
export const SHORT_PROMOTIONS = { desktop: 3, mobile: 4, topPage: 4 } as const;

export function shortPromotionCount(isMobile: boolean): number {
  return isMobile ? SHORT_PROMOTIONS.mobile : SHORT_PROMOTIONS.desktop;
}

/** SPEC §2: in a block of four promotions (top page, home) the fourth card is purple. */
export const PURPLE_PROMOTION_INDEX = 3;

/** SPEC §2: on the mobile promotions list only the fourth card shows its image. */
export const MOBILE_IMAGE_PROMOTION_INDEX = 3;

/** Whether a promotion card of the list shows its picture: every card on desktop, the 4th on mobile. */
export function promotionCardShowsImage(index: number, isMobile: boolean): boolean {
  return !isMobile || index === MOBILE_IMAGE_PROMOTION_INDEX;
}
