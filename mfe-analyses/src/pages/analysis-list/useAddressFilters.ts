import { useUnit } from 'effector-react';
import { useEffect, useMemo, useRef } from 'react';
import { type ListFilters, listHref, readListFilters } from './listAddress';
import { filtersOpened } from './model';

/**
 * The filters of the page's address (`search`: the router's `location.search`), passed on to the model when a
 * client-side navigation changes them: a letter's or a category's link, the search form, Back and Forward. The
 * page was opened with the first ones; any other change of the query (a share link's removal) passes nothing.
 */
export function useAddressFilters(search: string): ListFilters {
  const filters = useMemo(() => readListFilters(search), [search]);
  const address = listHref(filters);
  const applied = useRef(address);
  const open = useUnit(filtersOpened);
  useEffect(() => {
    if (address === applied.current) return;
    applied.current = address;
    open(filters);
  }, [address, filters, open]);
  return filters;
}
