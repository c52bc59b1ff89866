import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { listHref, readListAddress } from './listAddress';
import { addressChanged } from './model';

/**
 * The sort and filter of the page's address (`search`: the router's `location.search`), passed on to the model
 * when a client-side navigation changes them: a link of the sort bar or the specialty filter, Back and Forward.
 * The page was opened with the first ones (its route's load), so hydration reads nothing again.
 */
export function useListAddress(search: string): void {
  const address = listHref(readListAddress(search));
  const applied = useRef(address);
  const change = useUnit(addressChanged);
  useEffect(() => {
    if (address === applied.current) return;
    applied.current = address;
    change(readListAddress(search));
  }, [address, search, change]);
}
