import { BOOKING_DAY_PARAM, pathTo, ROUTES } from '@clinic/shared';
import type { IsoDay } from '@clinic/shared/core';
import type { MobileTabValue, ReviewTabValue } from './reviewTabs';

/**
 * The doctor page's tabs in its address, so that they are links that work without JavaScript and the server
 * renders the tab asked for: `?tab=negative` (the desktop's review tabs), `?tab=reviews` (the phone's). The
 * first tab of each is the bare address. One parameter for both layouts: a phone opening a desktop link to the
 * negative reviews gets its «Отзывы», a desktop opening the phone's gets all reviews.
 */
export const TAB_PARAM = 'tab';

export interface DoctorTabs {
  review: ReviewTabValue;
  mobile: MobileTabValue;
}

export const FIRST_TABS: DoctorTabs = { review: 'all', mobile: 'about' };

const REVIEW_TABS: readonly ReviewTabValue[] = ['all', 'positive', 'negative'];

/** The tabs an address asks for; anything else (a hand-edited or old link) is the first tabs. */
export function readTabs(search: string): DoctorTabs {
  const tab = new URLSearchParams(search).get(TAB_PARAM);
  if (REVIEW_TABS.includes(tab as ReviewTabValue))
    return { review: tab as ReviewTabValue, mobile: 'reviews' };
  if (tab === 'reviews') return { review: 'all', mobile: 'reviews' };
  return FIRST_TABS;
}

/** The link of one tab of this doctor's page; the day picked in the address (`?day=`), if any, stays picked. */
export function tabHref(
  slug: string,
  tab: ReviewTabValue | MobileTabValue,
  day: IsoDay | null = null,
): string {
  const page = pathTo(ROUTES.DOCTOR_VIEW_DETAILS, { slug });
  const query = new URLSearchParams();
  if (tab !== FIRST_TABS.review && tab !== FIRST_TABS.mobile) query.set(TAB_PARAM, tab);
  if (day) query.set(BOOKING_DAY_PARAM, day);
  const search = query.toString();
  return search ? `${page}?${search}` : page;
}
