import {
  escapeHtml,
  type RenderedPage,
  SERVER_STATE_ELEMENT_ID,
  type ServerRenderState,
  serializeServerState,
} from '@clinic/shared';

export type { RenderedPage };

/**
 * The shell's index.html (its scripts and preloads as built) with the rendered page in `#root`, its styles and
 * head in `<head>`, and the state the browser hydrates with. The `<noscript>` notice goes: the page works
 * without JavaScript now.
 */
export function composePage(
  template: string,
  page: RenderedPage,
  state: ServerRenderState,
  /** More of the head: canonical URL, Open Graph, JSON-LD (seo/pageHead.ts). */
  headTags = '',
): string {
  let html = template;
  const { title, description } = page;
  // Replacement functions: a `$` in a page's title is text, not a replacement pattern.
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    html = html.replace(
      /<meta name="description" content="[^"]*">/,
      () => `<meta name="description" content="${escapeHtml(description)}">`,
    );
  }
  const stateScript = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${serializeServerState(state)}</script>`;
  html = html.replace('</head>', () => `${headTags}${page.styleTags}${stateScript}</head>`);
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>`);
}
