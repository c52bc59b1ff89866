import { DEFAULT_LOCALE, type Locale, pathInLocale, ROUTES } from '@clinic/shared';
import { SHARE_PARAM } from './selectionAddress';

/**
 * The link that restores exactly these analyses, in this order, on any device, in the page's language: one
 * shared from `/kk/analysis/list` opens `/kk/analysis/list?a=…`.
 */
export function shareLinkFor(
  origin: string,
  ids: readonly number[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  return `${origin}${pathInLocale(`${ROUTES.ANALYSIS_LIST}?${SHARE_PARAM}=${ids.join(',')}`, locale)}`;
}

/** How long a clipboard write may take before the link is offered for copying by hand. */
const CLIPBOARD_WAIT_MS = 1500;

/** Builds the link for this page's origin and tries the clipboard; the view shows the link either way. */
export async function copyShareLink({
  ids,
  locale,
}: {
  ids: number[];
  locale: Locale;
}): Promise<{ link: string; copied: boolean }> {
  const link = shareLinkFor(window.location.origin, ids, locale);
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
