import { useUnit } from 'effector-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SearchBox } from '../../ui/SearchBox';
import { listHref, SEARCH_PARAM } from './listAddress';
import { $search, searchChanged } from './model';
import { SHARE_PARAM } from './selectionAddress';
import { useAddressSelection } from './useAddressSelection';

/**
 * The search box: it filters as the patient types; sent (Enter), it goes to the search's address, as the GET
 * form does without JavaScript (which keeps the address's selection), but without a page load.
 */
export function SearchForm() {
  const { value, onChange } = useUnit({ value: $search, onChange: searchChanged });
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const selection = useAddressSelection();
  const submit = (query: string) => {
    const to = listHref({ query });
    navigate(to, { replace: to === pathname + search });
  };
  return (
    <SearchBox
      value={value}
      onChange={onChange}
      action={listHref({})}
      name={SEARCH_PARAM}
      keep={selection?.length ? { [SHARE_PARAM]: selection.join(',') } : {}}
      onSubmit={submit}
    />
  );
}
