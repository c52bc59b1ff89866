import type { EmotionCache, SerializedStyles } from '@emotion/react';

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

/** The `<style>` with the kit's whole global styles, added by the browser (`completeGlobalStylesFirst`). */
export const WHOLE_GLOBAL_STYLES_ATTRIBUTE = 'data-global-styles';

const completed = new WeakSet<EmotionCache>();

/**
 * The browser, on a page with the server's styles: the server sent the kit's global styles cut to what the page
 * uses (usedGlobalStyles.ts). Before emotion inserts the first rule the server did not send (a dialog, a layout
 * the browser renders itself; not an empty one), the whole set is added, once, in a `<style>` of its own:
 * whatever scripts render finds every token and keyframe. A page that never renders anything new never pays for
 * it. `global` is the system's serialised global styles, as Chakra's `Global` would insert them.
 */
export function completeGlobalStylesFirst(cache: EmotionCache, global: () => SerializedStyles): void {
  if (completed.has(cache)) return;
  completed.add(cache);
  const insert = cache.insert;
  cache.insert = (...args) => {
    // Chakra's provider inserts its (here empty) global styles on every hydration: that needs no token.
    if (!args[1].styles) return insert.apply(cache, args);
    cache.insert = insert;
    const rules: string[] = [];
    // As emotion's `Global` inserts, into a sheet that only collects the rules.
    const collect = { insert: (rule: string) => rules.push(rule) } as unknown as Parameters<typeof insert>[2];
    insert.call(cache, '', global(), collect, false);
    const style = document.createElement('style');
    style.setAttribute(WHOLE_GLOBAL_STYLES_ATTRIBUTE, cache.key);
    style.textContent = rules.join('');
    document.head.appendChild(style);
    return insert.apply(cache, args);
  };
}
