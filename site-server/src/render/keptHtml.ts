import type { KeptHtml } from '@clinic/shared';
import { LRUCache } from 'lru-cache';

/** Characters of input and result a store keeps, at most (~2 MB: the site's API texts are a few hundred KB). */
export const KEPT_HTML_CHARS = 1_000_000;

/**
 * Where a render worker keeps sanitised HTML and extracted text by their input (`sanitizeOnServerWith`): the
 * least recently used dropped first, bounded in characters whatever the API sends.
 */
export function keptHtml(maxChars = KEPT_HTML_CHARS): KeptHtml {
  return new LRUCache<string, string>({
    maxSize: maxChars,
    // One entry longer than the whole store is not kept (lru-cache refuses it), and is worked out each time.
    sizeCalculation: (result, html) => Math.max(1, result.length + html.length),
  });
}
