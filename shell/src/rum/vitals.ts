import { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import { remoteOfScript } from './attribute';
import { vitalNoted } from './pageFacts';

/**
 * LCP, INP and CLS from the web-vitals library (its attribution build: the longest script of the slowest
 * interaction names the remote behind a slow tap). Loaded once the page is ready and the browser idle, not with
 * the app; the browser buffers the entries meanwhile. Every change is kept, because the beacon leaves on the
 * page's hide, before web-vitals would report its final values.
 */
export function watchVitals(): void {
  const every = { reportAllChanges: true };
  onLCP((metric) => vitalNoted('lcp', metric.value), every);
  onCLS((metric) => vitalNoted('cls', metric.value), every);
  onINP(
    (metric) =>
      vitalNoted('inp', metric.value, remoteOfScript(metric.attribution.longestScript?.entry.sourceURL)),
    every,
  );
}
