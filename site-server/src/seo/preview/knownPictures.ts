import type { ApiList } from '../sitemap';
import { pictureOfPreview, previewImagePath } from './previewPaths';

/** The API lists whose items have pages with a picture of their own (a doctor, a service, a promotion, a check-up). */
const LISTS = ['/doctors', '/services', '/promotions', '/check-ups', '/parent-check-ups'];
/** A picture the site does not know is looked for again at most this often: a new doctor's shows within a minute. */
export const PICTURES_REFRESH_MS = 60_000;
/** The API down and nothing known yet: asked again at most this often, however many previews are asked for. */
const RETRY_MS = 5_000;

/** Every string in `value` (nested too) that is a picture a preview can be drawn of. */
function collect(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (pictureOfPreview(previewImagePath(value)) === value) into.add(value);
  } else if (Array.isArray(value)) for (const item of value) collect(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collect(item, into);
  return into;
}

/**
 * Whether a picture is one of the site's: named by an item of the API's lists, which are what its pages show.
 * Only those are ever drawn, so a flood of invented /og/ addresses (the reference API draws any name it is asked
 * for) costs a set lookup each, and at most one reading of the lists a minute. Rejects while the API is down and
 * nothing is known yet; a list that fails later leaves the last one known in use.
 */
export function knownPictures(list: ApiList, now: () => number = Date.now) {
  let known: Set<string> | null = null;
  let triedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;
  const read = async () => {
    triedAt = now();
    try {
      const lists = await Promise.all(LISTS.map((path) => list<unknown>(path)));
      known = collect(lists, new Set());
    } catch (error) {
      if (!known) throw error;
      console.error(
        '[seo] previews: the API lists did not answer, the pictures known stay:',
        (error as Error).message,
      );
    }
  };
  return async (picture: string): Promise<boolean> => {
    if (known?.has(picture)) return true;
    const since = now() - triedAt;
    if (known && since < PICTURES_REFRESH_MS) return false;
    if (!known && since < RETRY_MS && !reading) throw new Error('the API lists did not answer');
    reading ??= read().finally(() => {
      reading = null;
    });
    await reading;
    return known?.has(picture) ?? false;
  };
}
