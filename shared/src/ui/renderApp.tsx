import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { $locale, viewportMeasured } from '../bus/contract';
import { ROOT_ELEMENT_ID } from '../federation/facts';
import { LOCALE_BASENAME } from '../i18n/locale';
import { CLIENT_ONLY_DIGEST } from '../ssr/clientOnly';
import type { ServerRenderState } from '../ssr/serverState';
import { layoutWidth } from '../viewport/layoutWidth';
import { isMobileWidth } from '../viewport/rules';
import { ClinicProviders } from './Providers';

/**
 * A part the server left to the browser on purpose (a section rendered in the browser as before SSR) is
 * reported by React as a recoverable error with our digest: expected, not logged. Anything else is logged.
 */
function recoverableErrors(report?: RenderOptions['onHydrationError']) {
  return (error: unknown, info: { componentStack?: string }) => {
    if ((error as { digest?: string } | null)?.digest === CLIENT_ONLY_DIGEST) return;
    // React wraps an error thrown while rendering (#520, #422, #423): the cause is what a developer needs.
    const cause = (error as { cause?: unknown } | null)?.cause;
    console.error('[ssr] hydration:', error, ...(cause === undefined ? [] : ['caused by:', cause]));
    report?.(error, info.componentStack);
  };
}

export interface RenderOptions {
  /** A part of the server's HTML that could not be hydrated (not one left to the browser on purpose). */
  onHydrationError?: (error: unknown, componentStack?: string) => void;
}

/**
 * Mounts an app with the providers, the router (its basename the page's language's prefix, `/kk`) and the
 * viewport: the shell, or a remote run alone. Given the
 * server's state, it hydrates the server's HTML instead of rendering anew: the first render uses the width the
 * server rendered for (same layout, maybe another zoom band, which is CSS), and the real width right after.
 */
export function renderApp(
  app: ReactNode,
  server: ServerRenderState | null = null,
  options: RenderOptions = {},
): void {
  const root = document.getElementById(ROOT_ELEMENT_ID);
  if (!root) throw new Error(`#${ROOT_ELEMENT_ID} is missing from index.html`);
  // The server guessed the layout from the request; a desktop browser in a phone-sized window (or the reverse)
  // got the other one, and that HTML is not hydrated but replaced by the right layout at once.
  const hydrating =
    server !== null &&
    root.firstElementChild !== null &&
    isMobileWidth(server.viewportWidth) === isMobileWidth(layoutWidth(window));
  const tree = (
    <StrictMode>
      <ClinicProviders>
        <BrowserRouter basename={LOCALE_BASENAME[$locale.getState()] || undefined}>{app}</BrowserRouter>
      </ClinicProviders>
    </StrictMode>
  );
  if (hydrating) {
    viewportMeasured(server.viewportWidth);
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task that
    // blocks a phone's main thread (a click on a part not hydrated yet hydrates that part first).
    startTransition(() => {
      hydrateRoot(root, tree, { onRecoverableError: recoverableErrors(options.onHydrationError) });
    });
  } else {
    viewportMeasured(layoutWidth(window));
    createRoot(root).render(tree);
  }
}
