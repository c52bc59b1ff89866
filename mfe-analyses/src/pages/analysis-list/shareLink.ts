import { ROUTES } from '@clinic/shared';
import { cleanIds } from './selectionIds';

/** The query parameter that carries a shared selection: /analysis/list?a=12,45,78 */
export const SHARE_PARAM = 'a';

/** The link that restores exactly these analyses, in this order, on any device. */
export function shareLinkFor(origin: string, ids: readonly number[]): string {
  return `${origin}${ROUTES.ANALYSIS_LIST}?${SHARE_PARAM}=${ids.join(',')}`;
}

/** The ids a shared link carries, or null when the address carries none (then the device's own selection wins). */
export function sharedIdsFrom(search: string): number[] | null {
  const value = new URLSearchParams(search).get(SHARE_PARAM);
  if (value === null) return null;
  const ids = cleanIds(value.split(','));
  return ids.length ? ids : null;
}

/** How long a clipboard write may take before the link is offered for copying by hand. */
const CLIPBOARD_WAIT_MS = 1500;

/** Builds the link for this page's origin and tries the clipboard; the view shows the link either way. */
export async function copyShareLink(ids: number[]): Promise<{ link: string; copied: boolean }> {
  const link = shareLinkFor(window.location.origin, ids);
  try {
    await Promise.race([
      navigator.clipboard.writeText(link),
      new Promise((_, reject) => setTimeout(() => reject(new Error('clipboard timeout')), CLIPBOARD_WAIT_MS)),
    ]);
    return { link, copied: true };
  } catch {
    // No clipboard (an insecure origin, a denied permission): the patient copies the link shown.
    return { link, copied: false };
  }
}
