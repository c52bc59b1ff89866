import { expect, type Page } from '@playwright/test';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g;

/**
 * A server-rendered page is whole as sent: no inline script but the shell's own tap capture in the head (the CSP
 * allows it by its hash and nothing else inline; the page's own parts are scripts by src and the JSON state), and
 * no boundary deferred to a template that a script would reveal.
 */
export function expectWholeServerHtml(html: string, path: string): void {
  const headEnd = html.indexOf('</head>');
  expect(html.slice(0, headEnd).match(INLINE_SCRIPT), `${path}: the tap capture`).toHaveLength(1);
  expect(html.slice(headEnd).match(INLINE_SCRIPT), path).toBeNull();
  expect(html, path).not.toContain('<template id="B:');
}

/** What a loader looks like: a skeleton, a spinner, a busy or status region. */
const LOADERS = '[data-testid="skeleton"], [aria-busy="true"], .chakra-spinner, [role="status"]';

/**
 * Records every loader added inside `<main>` from the first byte on (the parser's nodes included, so one shown and
 * removed within a task is caught too): a server-rendered page must never flash one over its content.
 */
export async function watchForLoaders(page: Page): Promise<void> {
  await page.addInitScript((loaders) => {
    const seen: string[] = [];
    Object.assign(window, { __loadersSeen: seen });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element) || !node.closest('main')) continue;
          const loader = node.matches(loaders) ? node : node.querySelector(loaders);
          if (loader) seen.push(loader.outerHTML.slice(0, 120));
        }
    }).observe(document, { childList: true, subtree: true });
  }, LOADERS);
}

/** The loaders watchForLoaders saw on this page so far. */
export const loadersSeen = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __loadersSeen?: string[] }).__loadersSeen ?? []);
