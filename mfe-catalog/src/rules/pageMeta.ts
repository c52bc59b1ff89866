import {
  breadcrumbData,
  itemListData,
  type ListedItem,
  type Locale,
  offerData,
  pathInLocale,
  pathTo,
  ROUTES,
  type RoutePattern,
  useLocale,
  usePageMeta,
} from '@clinic/shared';
import { type CatalogMessage, useCatalogText } from '../messages/catalogText';
import { usePrices } from '../messages/widgets/widgetText';

/** The sections a details page sits in, for its breadcrumbs (their names: the catalogue's). */
export const SECTIONS = {
  services: { name: 'meta.services', url: ROUTES.TOP_SERVICES },
  promotions: { name: 'meta.promotions', url: ROUTES.PROMOTIONS_LIST },
  checkUps: { name: 'meta.checkUps', url: ROUTES.CHECK_UP_LIST },
} as const satisfies Record<string, { name: CatalogMessage; url: string }>;

interface OfferPageMeta {
  name: string;
  price?: number | null;
  /** The price as the page shows it, when not plainly the price (check-ups: 'от …'). */
  priceText?: string;
  /** The page's own path. */
  url: string;
  description?: string | null;
  image?: string | null;
  /** The pages between the home page and this one: a section (SECTIONS), then pages named by the API. */
  trail: (keyof typeof SECTIONS | { name: string; url: string })[];
}

/** A page's address in the page's language: search engines follow the links of its structured data. */
const inLocale = <T extends { url?: string }>(item: T, locale: Locale): T =>
  item.url === undefined ? item : { ...item, url: pathInLocale(item.url, locale) };

/**
 * A service, promotion or check-up page names itself and its price in its title and description, and describes
 * itself to search engines as an Offer with its breadcrumbs.
 */
export function useOfferPageMeta({ priceText, trail, ...offer }: OfferPageMeta) {
  const text = useCatalogText();
  const locale = useLocale();
  const prices = usePrices();
  const price = priceText ?? prices.price(offer.price);
  const description = [offer.description, text('meta.offerDescription', { price })].filter(Boolean).join(' ');
  const steps = [
    { name: text('meta.home'), url: ROUTES.HOME },
    ...trail.map((step) =>
      typeof step === 'string' ? { name: text(SECTIONS[step].name), url: SECTIONS[step].url } : step,
    ),
    { name: offer.name, url: offer.url },
  ];
  usePageMeta(`${offer.name} — ${price}`, description, {
    image: offer.image,
    structuredData: [
      offerData(inLocale(offer, locale)),
      breadcrumbData(steps.map((step) => inLocale(step, locale))),
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
  const locale = useLocale();
  usePageMeta(title, description, {
    structuredData: [
      itemListData(
        title,
        items.map((item) => inLocale(item, locale)),
        'Service',
      ),
    ],
  });
}
