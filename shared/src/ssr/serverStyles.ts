import type { EmotionCache } from '@emotion/react';

/**
 * The server's styles, adopted by the browser where they are. Emotion's own hydration moves every server
 * `<style>` to the end of `<head>` (when its cache is made, and again as each `Global` hydrates), and each move
 * makes the browser recompute the style of the whole page: two long tasks of 100–300 ms on a phone, after the page
 * was already on screen. So the server's tags are marked as emotion's own (`data-s`, never moved), the rules'
 * tag names them under another attribute (emotion does not look for it), and the browser registers those
 * rules as inserted itself. The global styles (Chakra's reset, tokens, layer order) stay as the server sent them.
 */
export const SERVER_RULES_ATTRIBUTE = 'data-server-rules';

/** The server: emotion's style tags (`constructStyleTagsFromChunks`), marked to stay where they are. */
export function markServerStyleTags(tags: string): string {
  return tags
    .replaceAll('<style data-emotion="css-global ', '<style data-s="" data-emotion="css-global ')
    .replaceAll('<style data-emotion="css ', `<style data-s="" ${SERVER_RULES_ATTRIBUTE}="css `);
}

/**
 * The browser: registers the rules the server sent as inserted in the emotion cache, so none is inserted
 * again. Whether the page has the server's styles (its global styles among them).
 */
export function adoptServerStyles(cache: EmotionCache, root: ParentNode = document): boolean {
  const tags = root.querySelectorAll(`style[${SERVER_RULES_ATTRIBUTE}]`);
  for (const tag of tags) {
    const [key, ...names] = (tag.getAttribute(SERVER_RULES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const name of names) cache.inserted[name] = true;
  }
  return tags.length > 0;
}
