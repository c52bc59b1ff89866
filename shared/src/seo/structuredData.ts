/**
 * schema.org objects (JSON-LD) a page reports about itself through usePageMeta; the site server writes them into
 * the page's head. Built from the same data the page shows. Links are site paths: the site server, which knows
 * the public origin, makes them absolute.
 *
 * Each builder's object `satisfies` its schema.org type from `schema-dts` (Google's typings of the schema.org
 * vocabulary): a property the type does not have, or a value of the wrong kind, fails `npm run typecheck`.
 */
import type {
  BreadcrumbList,
  GeoCoordinates,
  ItemList,
  ListItem,
  MedicalClinic,
  Offer,
  Physician,
  PostalAddress,
  Service,
  WebPage,
  WithContext,
} from 'schema-dts';
import type { Doctor } from '../api/types';
import { CLINIC, CLINIC_WORDS } from '../config/clinic';
import { priceOrZero } from '../format/price';
import { DEFAULT_LOCALE, LOCALE_BASENAME, type Locale } from '../i18n/locale';

export type StructuredData = { '@type': string } & Record<string, unknown>;

/** Every schema.org type the builders below emit, nested ones included, with its schema-dts type. */
interface EmittedTypes {
  MedicalClinic: MedicalClinic;
  PostalAddress: PostalAddress;
  GeoCoordinates: GeoCoordinates;
  Offer: Offer;
  Service: Service;
  BreadcrumbList: BreadcrumbList;
  ListItem: ListItem;
  Physician: Physician;
  ItemList: ItemList;
  WebPage: WebPage;
}
type TypeNameOf<T> = T extends { '@type': infer Name } ? Name : never;

/**
 * The names of EmittedTypes, each checked to be its schema-dts type's own `@type` (a misspelt or made-up
 * name fails `npm run typecheck`). The e2e check of every page's JSON-LD fails on any type not listed here,
 * so a new type gets its schema-dts type here first.
 */
const emittedTypeChecks: {
  [Name in keyof EmittedTypes]: Name extends TypeNameOf<EmittedTypes[Name]> ? true : never;
} = {
  MedicalClinic: true,
  PostalAddress: true,
  GeoCoordinates: true,
  Offer: true,
  Service: true,
  BreadcrumbList: true,
  ListItem: true,
  Physician: true,
  ItemList: true,
  WebPage: true,
};
export const SCHEMA_TYPES = Object.keys(emittedTypeChecks) as (keyof EmittedTypes)[];

const CONTEXT = 'https://schema.org';

/** A price in tenge, as the page shows it (a missing price is 0, SPEC §9). */
export const offerPrice = (price: number | null | undefined) => ({
  price: priceOrZero(price),
  priceCurrency: 'KZT',
});

/** The clinic itself, in the page's language: every page says who publishes it. */
export function medicalClinicData(locale: Locale = DEFAULT_LOCALE): StructuredData {
  const words = CLINIC_WORDS[locale];
  return {
    '@context': CONTEXT,
    '@type': 'MedicalClinic',
    name: words.name,
    url: LOCALE_BASENAME[locale] || '/',
    telephone: [CLINIC.bookingPhone.label, CLINIC.messengerPhone.label],
    email: CLINIC.email,
    address: { '@type': 'PostalAddress', ...CLINIC.postalAddress, streetAddress: words.streetAddress },
    geo: { '@type': 'GeoCoordinates', latitude: CLINIC.coordinates.lat, longitude: CLINIC.coordinates.lon },
    openingHours: CLINIC.openingHours,
    priceRange: CLINIC.priceRange,
  } satisfies WithContext<MedicalClinic>;
}

/** The page itself and the language it is in (`inLanguage`), for a found page. */
export function webPageData(url: string, name: string, locale: Locale): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    url,
    name,
    inLanguage: locale,
  } satisfies WithContext<WebPage>;
}

export interface OfferPage {
  name: string;
  price?: number | null;
  /** The page's own path. */
  url: string;
  description?: string | null;
  image?: string | null;
}

/** A service, promotion or check-up page: what is offered, at the price the page shows. */
export function offerData({ name, price, url, description, image }: OfferPage): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'Offer',
    name,
    url,
    ...offerPrice(price),
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    itemOffered: { '@type': 'Service', name },
    offeredBy: { '@type': 'MedicalClinic', name: CLINIC.name },
  } satisfies WithContext<Offer>;
}

/** The way to the page from the home page, each step a site path. */
export function breadcrumbData(steps: { name: string; url: string }[]): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  } satisfies WithContext<BreadcrumbList>;
}

/**
 * A doctor's page: name, photo, specialties and the appointment prices. The rating and reviews stay off: they are
 * collected by the clinic about itself, which Google's review-snippet rules exclude.
 */
export function physicianData(doctor: Doctor, url: string): StructuredData {
  const appointment = (name: string, price: number) =>
    ({ '@type': 'Offer', name, ...offerPrice(price) }) satisfies Offer;
  return {
    '@context': CONTEXT,
    '@type': 'Physician',
    name: doctor.name,
    url,
    ...(doctor.image ? { image: doctor.image } : {}),
    // As text: schema.org's medicalSpecialty takes only its own MedicalSpecialty values, not «Кардиолог».
    knowsAbout: doctor.short_info.map((info) => info.specialty),
    makesOffer: [
      appointment('Первичный прием', doctor.first_appointment.price),
      appointment('Повторный прием', doctor.repeated_appointment.price),
    ],
    address: { '@type': 'PostalAddress', ...CLINIC.postalAddress },
  } satisfies WithContext<Physician>;
}

/** What a list page shows of one item. */
export interface ListedItem {
  name: string;
  /** The item's own page (a site path), if it has one. */
  url?: string;
  /** The price the list shows with it (a missing price is 0, SPEC §9); leave the key out if it shows none. */
  price?: number | null;
}

/**
 * One listed item as schema.org has it: a Physician (an organisation-like provider) makes offers, a Service has
 * offers. The analyses are Services too: schema.org's MedicalTest has no `offers`, so their prices were ignored.
 */
function listedThing(item: ListedItem, itemType: ListItemType): Service | Physician {
  const base = { name: item.name, ...(item.url ? { url: item.url } : {}) };
  const offer = { '@type': 'Offer', ...offerPrice(item.price) } satisfies Offer;
  if (itemType === 'Physician')
    return { '@type': 'Physician', ...base, ...('price' in item ? { makesOffer: offer } : {}) };
  return { '@type': 'Service', ...base, ...('price' in item ? { offers: offer } : {}) };
}

export type ListItemType = 'Service' | 'Physician';

/** A list page: its items in the order shown, each named, with its own page and price where the list shows them. */
export function itemListData(
  name: string,
  items: readonly ListedItem[],
  itemType: ListItemType,
): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: listedThing(item, itemType),
    })),
  } satisfies WithContext<ItemList>;
}
