import { useAddressQuery } from '@clinic/shared';
import { listHref, readListAddress } from './listAddress';
import { addressChanged } from './model';

/**
 * The sort and filter of the page's address (`search`: the router's `location.search`), passed on to the model
 * when a link of the sort bar or the specialty filter, Back or Forward changes them.
 */
export function useListAddress(search: string): void {
  useAddressQuery(search, readListAddress, listHref, addressChanged);
}
