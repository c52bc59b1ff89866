import type { CheckUpPackage } from '@clinic/shared';

/** SPEC §9 check-up home and list: the first 3 parent categories, a purple 4th, 1 promotion. */
export const CHECK_UP_GALLERY = { parents: 4, purpleIndex: 3, promotions: 1 } as const;

/** SPEC §2: on the mobile list every parent category is shown and the fourth is highlighted. */
export const HIGHLIGHTED_PARENT_INDEX = 3;

/**
 * SPEC §9 skeleton counts used on the check-up pages (3, 5 or 30): 5 in the gallery, one per card it shows
 * (the 4 parents and the promotion), and 5 rows of a list.
 */
export const CHECK_UP_SKELETONS = { gallery: 5, list: 5 } as const;

/**
 * The parent cards' height while the gallery loads: what they measure with the reference data, so the page
 * below does not move when they arrive (CLS). Compact: name and price; home: the desktop home page's full
 * width; list: the gallery of the list page.
 */
export const CHECK_UP_CARD_HEIGHT = { compact: '5.75rem', home: '17.375rem', list: '15.25rem' } as const;

/**
 * The promotion card of the gallery: badge, name and price; the name takes two lines on a phone, one on a
 * desktop, where the card is two columns wide (its minimum height, 144 px).
 */
export const CHECK_UP_PROMOTION_HEIGHT = { compact: '9.125rem', wide: '9rem' } as const;

/** The prices a package has, each with whom it is for: a single-sex programme has one (SPEC §2 male and female prices). */
export function packagePrices(item: CheckUpPackage): { sex: 'male' | 'female'; price: number }[] {
  const prices: { sex: 'male' | 'female'; price: number }[] = [];
  if (item.male_check_up_price != null) prices.push({ sex: 'male', price: item.male_check_up_price });
  if (item.female_check_up_price != null) prices.push({ sex: 'female', price: item.female_check_up_price });
  return prices;
}

/** The lowest price the packages have, for «от …»; undefined when none has a price. */
export function lowestPackagePrice(packages: readonly CheckUpPackage[]): number | undefined {
  const prices = packages.flatMap((item) => packagePrices(item).map(({ price }) => price));
  return prices.length ? Math.min(...prices) : undefined;
}
