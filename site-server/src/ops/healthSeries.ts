/**
 * The curves of /ops: a canary and its stable version over the last hour, minute by minute, from the same beacons
 * the controller reads (so what ops see is what the controller decided on).
 */
import { p75 } from '../canary/canaryStatistics';
import type { AsyncHealthSource } from '../canary/controller';
import type { VersionHealth } from '../canary/versionHealth';

export interface SideSeries {
  version: string;
  views: (number | null)[];
  /** Page views with an error, a fallback, a load failure or a hydration error, in percent. */
  badPercent: (number | null)[];
  lcpP75: (number | null)[];
  inpP75: (number | null)[];
}

export interface HealthSeries {
  /** Each bucket's start, seconds since the epoch (uPlot's x axis). */
  t: number[];
  sides: SideSeries[];
}

/** The share of views with any failure: an upper bound on each kind the controller compares one by one. */
const badPercent = (h: VersionHealth) =>
  h.views
    ? (100 * Math.min(h.views, h.errors + h.fallbacks + h.loadFailures + h.hydrationErrors)) / h.views
    : null;

export async function healthSeries(
  health: AsyncHealthSource,
  remote: string,
  versions: string[],
  { now = Date.now(), buckets = 60, bucketMs = 60_000 } = {},
): Promise<HealthSeries> {
  const start = Math.floor(now / bucketMs) * bucketMs - (buckets - 1) * bucketMs;
  const t = Array.from({ length: buckets }, (_, i) => (start + i * bucketMs) / 1000);
  const sides = await Promise.all(
    versions.map(async (version) => {
      const side: SideSeries = { version, views: [], badPercent: [], lcpP75: [], inpP75: [] };
      const read = await Promise.all(t.map((at) => health(remote, version, at * 1000, at * 1000 + bucketMs)));
      for (const h of read) {
        side.views.push(h.views || null);
        side.badPercent.push(badPercent(h));
        side.lcpP75.push(p75(h.lcp));
        side.inpP75.push(p75(h.inp));
      }
      return side;
    }),
  );
  return { t, sides };
}
