import { ROUTES } from '@clinic/shared';
import { useMatch, useSearchParams } from 'react-router-dom';
import { CATEGORY_PARAM, categoryFromParam, type PromotionCategory } from './tabs';

/**
 * The chosen tab's category, read from the URL while rendering (null: all promotions, and on any other page
 * than the list). Not a store set from an effect: the server renders the filtered list and the current tab
 * too, so the tabs work without JavaScript and the browser's first render matches the server's.
 */
export function useTabCategory(): PromotionCategory | null {
  const [params] = useSearchParams();
  const onList = useMatch(ROUTES.PROMOTIONS_LIST) !== null;
  return onList ? categoryFromParam(params.get(CATEGORY_PARAM)) : null;
}
