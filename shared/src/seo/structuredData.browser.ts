/**
 * structuredData.ts as the browser builds have it (rspack.config.base.ts swaps this file in for `./seo/structuredData`
 * of the package's index). A page's JSON-LD is the server's: the site server writes what `usePageMeta` collected
 * into the HTML, and in the browser `usePageMeta` ignores it. So here each builder returns one placeholder instead
 * of objects nobody reads: 0.5 KB gzip off every page, and the building off the remotes' pages. Same names,
 * same types.
 */
import type * as builders from './structuredData';

export {
  type ListedItem,
  type ListItemType,
  type OfferPage,
  offerPrice,
  SCHEMA_TYPES,
  type StructuredData,
} from './structuredData';

/** What every builder gives in the browser, which nothing reads. */
const NOT_BUILT: builders.StructuredData = { '@type': 'Thing' };
const notBuilt = (): builders.StructuredData => NOT_BUILT;

export const medicalClinicData: typeof builders.medicalClinicData = notBuilt;
export const webPageData: typeof builders.webPageData = notBuilt;
export const offerData: typeof builders.offerData = notBuilt;
export const breadcrumbData: typeof builders.breadcrumbData = notBuilt;
export const physicianData: typeof builders.physicianData = notBuilt;
export const itemListData: typeof builders.itemListData = notBuilt;
