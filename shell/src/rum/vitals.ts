import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { vitalNoted } from './pageFacts';
import { inpAttribution, lcpAttribution } from './vitalsAttribution';

/**
 * LCP, INP, CLS and TTFB from the web-vitals library (its attribution build: the LCP element and sub-parts, and
 * the phase and longest script of the slowest interaction, whose version folder names the remote behind a slow
 * tap). Loaded once the page is ready and the browser idle, not with the app; the browser buffers the entries
 * meanwhile. Every change is kept, because the beacon leaves on the page's hide, before web-vitals would report
 * its final values.
 */
export function watchVitals(): void {
  const every = { reportAllChanges: true };
  onLCP((metric) => vitalNoted('lcp', metric.value, lcpAttribution(metric.attribution)), every);
  onCLS((metric) => vitalNoted('cls', metric.value), every);
  onINP((metric) => vitalNoted('inp', metric.value, inpAttribution(metric.attribution)), every);
  onTTFB((metric) => vitalNoted('ttfb', metric.value));
}
