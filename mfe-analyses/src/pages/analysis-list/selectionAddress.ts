import { CLEAR_PARAM, TOGGLE_PARAM } from '../../ui/selectionSubmit';
import { cleanIds } from './selectionIds';

/**
 * The calculator's selection in the page's address, so that it works without JavaScript: the server renders
 * the selection and the total that the address asks for.
 * - `?a=12,45,78`: these analyses (the share link's form);
 * - `&toggle=45`: with this one added, or removed if it is there (a card's button: ui/selectionSubmit.ts);
 * - `&clear=1`: none («Очистить»).
 * The result depends only on the address, so a reload shows the same selection and sends nothing twice.
 */
export const SHARE_PARAM = 'a';

function toggled(ids: number[], id: number | undefined): number[] {
  if (id === undefined) return ids;
  return ids.includes(id) ? ids.filter((item) => item !== id) : [...ids, id];
}

/** The selection an address asks for, or null when it asks for none (then the device's own selection wins). */
export function selectionFromAddress(search: string): number[] | null {
  const params = new URLSearchParams(search);
  if (params.has(CLEAR_PARAM)) return [];
  const shared = cleanIds((params.get(SHARE_PARAM) ?? '').split(','));
  const [toggle] = cleanIds([params.get(TOGGLE_PARAM) ?? '']);
  const ids = toggled(shared, toggle);
  if (toggle === undefined && !shared.length) return null;
  return ids;
}

/** The address's query without the selection: what is left once the page has taken it in. */
export function withoutSelection(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [SHARE_PARAM, TOGGLE_PARAM, CLEAR_PARAM]) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
