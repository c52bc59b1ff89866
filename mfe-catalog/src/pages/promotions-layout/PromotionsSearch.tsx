import { chakra, Input, useAddressQuery, useTypedBeforeHydration } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCatalogText } from '../../messages/catalogText';
import { $search, searchChanged } from './model';
import {
  CATEGORY_PARAM,
  type PromotionCategory,
  promotionsListHref,
  SEARCH_MAX_LENGTH,
  SEARCH_PARAM,
  searchFromAddress,
} from './tabs';

const asIs = (search: string) => search;

interface PromotionsSearchProps {
  /** The current tab's category: the search keeps it. */
  category: PromotionCategory | null;
  isMobile: boolean;
}

/**
 * The list's search box. It filters as the patient types; sent (Enter), it goes to the search's address, as the
 * GET form does without JavaScript (the server renders the list that address asks for), but without a reload.
 */
export function PromotionsSearch({ category, isMobile }: PromotionsSearchProps) {
  const [search, onSearch] = useUnit([$search, searchChanged]);
  const text = useCatalogText();
  const field = useTypedBeforeHydration<HTMLInputElement>(search, onSearch);
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  // A search sent, Back or Forward: the address's search replaces what was typed (the route's load set the first).
  useAddressQuery(query, searchFromAddress, asIs, searchChanged);
  return (
    <chakra.form
      role="search"
      action={promotionsListHref(null)}
      method="get"
      w={isMobile ? 'full' : '64'}
      flexShrink={0}
      onSubmit={(event) => {
        event.preventDefault();
        const to = promotionsListHref(category, search);
        navigate(to, { replace: to === pathname + query });
      }}
    >
      {category && <input type="hidden" name={CATEGORY_PARAM} value={category} />}
      <Input
        ref={field}
        type="search"
        name={SEARCH_PARAM}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={text('promotions.searchPlaceholder')}
        aria-label={text('promotions.searchLabel')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        bg="white"
        borderRadius="full"
      />
    </chakra.form>
  );
}
