import { expect } from '@playwright/test';

/**
 * A server-rendered page is whole as sent: no inline script (the CSP allows none; only scripts by src and the
 * JSON state) and no boundary deferred to a template that a script would reveal.
 */
export function expectWholeServerHtml(html: string, path: string): void {
  const inline = html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g);
  expect(inline, path).toBeNull();
  expect(html, path).not.toContain('<template id="B:');
}
