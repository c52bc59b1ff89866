import { useAddressQuery } from '@clinic/shared';
import { tabsOpened } from './model';
import { type DoctorTabs, readTabs } from './tabAddress';

const tabsKey = (tabs: DoctorTabs) => `${tabs.review} ${tabs.mobile}`;

/** The tabs of the page's address, passed on to the model when a tab's link, Back or Forward changes them. */
export function useAddressTabs(search: string): void {
  useAddressQuery(search, readTabs, tabsKey, tabsOpened);
}
