import { whenSettled } from '../federation/whenSettled';
import { watchPageFacts } from './pageFacts';

/**
 * The health beacon: the facts are watched from the start (a page that breaks early still reports); the web
 * vitals' code waits until the page has settled, like the other code the first screen does not need (the
 * browser buffers the LCP, layout-shift and slow-interaction entries meanwhile).
 */
export function startRum(): void {
  watchPageFacts();
  whenSettled(() => {
    import(/* webpackChunkName: "rum-vitals" */ './vitals')
      .then(({ watchVitals }) => watchVitals())
      .catch(() => {
        // No vitals for this page: its beacon still carries the failures.
      });
  });
}
