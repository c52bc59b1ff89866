import {
  breadcrumbData,
  formatPrice,
  itemListData,
  type ListedItem,
  offerData,
  pathTo,
  ROUTES,
  type RoutePattern,
  usePageMeta,
} from '@clinic/shared';

/** The sections a details page sits in, for its breadcrumbs. */
export const SECTIONS = {
  services: { name: 'Услуги', url: ROUTES.TOP_SERVICES },
  promotions: { name: 'Акции', url: ROUTES.PROMOTIONS_LIST },
  checkUps: { name: 'Check-up', url: ROUTES.CHECK_UP_LIST },
} as const;

interface OfferPageMeta {
  name: string;
  price?: number | null;
  /** The price as the page shows it, when not plainly formatPrice (check-ups: 'от …'). */
  priceText?: string;
  /** The page's own path. */
  url: string;
  description?: string | null;
  image?: string | null;
  /** The pages between the home page and this one. */
  trail: { name: string; url: string }[];
}

/**
 * A service, promotion or check-up page names itself and its price in its title and description, and describes
 * itself to search engines as an Offer with its breadcrumbs.
 */
export function useOfferPageMeta({ priceText, trail, ...offer }: OfferPageMeta) {
  const price = priceText ?? formatPrice(offer.price);
  const description = [offer.description, `Стоимость: ${price}. Клиника в Алматы.`].filter(Boolean).join(' ');
  usePageMeta(`${offer.name} — ${price}`, description, {
    image: offer.image,
    structuredData: [
      offerData(offer),
      breadcrumbData([{ name: 'Главная', url: ROUTES.HOME }, ...trail, { name: offer.name, url: offer.url }]),
    ],
  });
}

/** A catalogue list as the page shows it (services, promotions, check-ups): each item's name, page and price. */
export const listedItems = <T extends { name: string; slug: string }>(
  items: readonly T[],
  route: RoutePattern,
  priceOf: (item: T) => number | null | undefined,
): ListedItem[] =>
  items.map((item) => ({ name: item.name, url: pathTo(route, { slug: item.slug }), price: priceOf(item) }));

/** A list page names itself, and describes its items to search engines as an ItemList. */
export function useListPageMeta(title: string, description: string, items: readonly ListedItem[]) {
  usePageMeta(title, description, { structuredData: [itemListData(title, items, 'Service')] });
}
