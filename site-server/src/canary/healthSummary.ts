/** One line of what the beacons say about a version, for `npm run releases` (and anyone reading a terminal). */
import { p75 } from './canaryStatistics';
import type { HealthSource } from './controller';
import type { VersionHealth } from './versionHealth';

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

export function summariseHealth(h: VersionHealth): string {
  if (!h.views) return 'no page views yet';
  const lcp = p75(h.lcp);
  return [
    `${h.views} views`,
    `errors ${percent(h.errors, h.views)}`,
    `fallbacks ${percent(h.fallbacks, h.views)}`,
    `load failures ${percent(h.loadFailures, h.views)}`,
    lcp === null ? 'LCP p75 –' : `LCP p75 ${Math.round(lcp)} ms`,
  ].join(', ');
}

/** The canary's health and its stable version's since the canary started, side by side. */
export function canaryHealthLines(
  health: HealthSource,
  remote: string,
  { canary, stable, since }: { canary: string; stable?: string; since: string },
  now = Date.now(),
): string[] {
  const from = Date.parse(since);
  return [
    `health since then: canary ${summariseHealth(health(remote, canary, from, now))}`,
    ...(stable ? [`                   stable ${summariseHealth(health(remote, stable, from, now))}`] : []),
  ];
}
