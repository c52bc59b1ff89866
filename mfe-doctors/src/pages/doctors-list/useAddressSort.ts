import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { sortChanged } from './model';
import { readSort, sortHref } from './sort';

/**
 * The sort of the page's address (`search`: the router's `location.search`), passed on to the model when a
 * client-side navigation changes it: a tab's or the direction's link, Back and Forward. The page was opened
 * with the first one (its route's load), so hydration reads nothing again.
 */
export function useAddressSort(search: string): void {
  const address = sortHref(readSort(search));
  const applied = useRef(address);
  const change = useUnit(sortChanged);
  useEffect(() => {
    if (address === applied.current) return;
    applied.current = address;
    change(readSort(search));
  }, [address, search, change]);
}
