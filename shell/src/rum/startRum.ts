import { whenSettled } from '../federation/whenSettled';
import { onFirstFailure, rumFact } from './facts';

/**
 * The health beacon (docs/operations.md § Health from real browsers). Its facts are kept from the start; its code
 * and the web vitals' come once the page has settled, like the other code the first screen does not need, or at
 * once on the first failure, or when the page is hidden first (it then sends as it arrives, if the page lives).
 * The browser buffers the LCP, layout-shift and slow-interaction entries meanwhile.
 */
export function startRum(): void {
  let asked = false;
  const load = () => {
    if (asked) return;
    asked = true;
    import(/* webpackChunkName: "rum" */ './live').then(({ goLive }) => goLive()).catch(() => {});
  };
  const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
    // Taken already (a chunk that did not load is a load failure: federation/reportRemoteFailure.ts).
    if (!event.defaultPrevented) rumFact('error', event);
  };
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onError);
  addEventListener('visibilitychange', load, { once: true });
  onFirstFailure(load);
  whenSettled(load);
}
