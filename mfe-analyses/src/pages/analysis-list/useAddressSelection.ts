import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { selectionFromAddress } from './selectionAddress';

/**
 * The selection the page's address carries: only without JavaScript does it stay there (the page takes it in
 * and cleans the address once live), so the filters' links keep it exactly when nothing else would.
 */
export function useAddressSelection(): number[] | null {
  const { search } = useLocation();
  return useMemo(() => selectionFromAddress(search), [search]);
}
