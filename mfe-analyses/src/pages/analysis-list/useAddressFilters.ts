import { useAddressQuery } from '@clinic/shared';
import { type ListFilters, listHref, readListFilters } from './listAddress';
import { filtersOpened } from './model';

const filtersKey = (filters: ListFilters) => listHref(filters);

/**
 * The filters of the page's address, passed on to the model when a letter's or a category's link, the search
 * form, Back or Forward changes them; any other change of the query (the selection's removal) passes nothing.
 */
export function useAddressFilters(search: string): ListFilters {
  return useAddressQuery(search, readListFilters, filtersKey, filtersOpened);
}
