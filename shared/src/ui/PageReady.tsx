import { useEffect } from 'react';

/**
 * Marks the document once the routed page's own content has committed (hydrated from the server's HTML, or
 * rendered in the browser): `<html data-page-ready>`. The shell puts it beside its own pages, a remote beside
 * its routes inside its innermost Suspense boundary, so it commits with the page's content and not before. QA
 * suites wait for it instead of clicking server HTML that no script serves yet.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = 'true';
  }, []);
  return null;
}
