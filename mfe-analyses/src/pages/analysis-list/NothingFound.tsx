import { SearchSuggestions } from '@clinic/shared/src/search/SearchSuggestions';
import { useUnit } from 'effector-react';
import { listHref } from './listAddress';
import { $searchSuggestions } from './model';
import { useAddressSelection } from './useAddressSelection';

/** A search that found nothing: other searches that do (links, keeping the selection), or a category. */
export function NothingFound() {
  const suggestions = useUnit($searchSuggestions);
  const selection = useAddressSelection();
  return (
    <SearchSuggestions suggestions={suggestions} hrefOf={(query) => listHref({ query }, selection)}>
      Или выберите категорию.
    </SearchSuggestions>
  );
}
