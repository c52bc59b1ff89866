import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { tabsOpened } from './model';
import { readTabs } from './tabAddress';

/**
 * The tabs of the page's address (`search`: the router's `location.search`), passed on to the model when a tab's
 * link, Back or Forward changes them on the open page; the page was opened with the first ones by its route.
 */
export function useAddressTabs(search: string): void {
  const tabs = readTabs(search);
  const key = `${tabs.review} ${tabs.mobile}`;
  const applied = useRef(key);
  const open = useUnit(tabsOpened);
  useEffect(() => {
    if (key === applied.current) return;
    applied.current = key;
    open(readTabs(search));
  }, [key, search, open]);
}
