import { timingSafeEqual } from 'node:crypto';
import type { RumProblem } from '@clinic/shared/rum';
import type { Request } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { RumRow, StoreDropReason } from './beaconStore';

/**
 * Why a beacon was dropped (the `reason` label of rum_beacons_dropped_total): few values, all named here. The
 * token's: `token-missing`, `token-malformed`, `token-forged`, `token-expired`, `wrong-versions` (the beacon names
 * versions its token was not served); the store's: `replayed`, `visitor-cap`, `address-cap`, `busy`, `spool-full`,
 * `not-stored` (beaconStore.ts).
 */
export type DropReason =
  | RumProblem
  | 'rate-limited'
  | 'too-large'
  | 'unreadable'
  | 'unknown-version'
  | 'token-missing'
  | 'token-malformed'
  | 'token-forged'
  | 'token-expired'
  | 'wrong-versions'
  | StoreDropReason;

/**
 * Prometheus metrics of the beacons, labelled by remote and version (only deployed versions reach them, so the
 * labels stay bounded), for fleets that already run Prometheus, Grafana or Flagger. One registry per site app.
 */
export class RumMetrics {
  readonly registry = new Registry();
  private readonly views = this.counter('rum_page_views_total', 'Page views on which the remote version ran');
  private readonly flags = {
    errors: this.counter('rum_page_views_with_errors_total', 'Views with an uncaught error attributed to it'),
    fallbacks: this.counter(
      'rum_page_views_with_fallbacks_total',
      'Views where its section showed its fallback',
    ),
    loadFailures: this.counter(
      'rum_page_views_with_load_failures_total',
      'Views where its code failed to load',
    ),
    hydrationErrors: this.counter(
      'rum_page_views_with_hydration_errors_total',
      'Views where hydrating it failed',
    ),
  };
  private readonly lcp = this.histogram(
    'rum_lcp_seconds',
    'LCP of views its route owns',
    [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
  );
  private readonly inp = this.histogram(
    'rum_inp_seconds',
    'INP of views its route owns',
    [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2],
  );
  private readonly cls = this.histogram(
    'rum_cls',
    'CLS of views its route owns',
    [0.01, 0.05, 0.1, 0.25, 0.5, 1],
  );
  private readonly accepted = new Counter({
    name: 'rum_beacons_accepted_total',
    help: 'Beacons stored (a valid token, seen once, within the caps)',
    registers: [this.registry],
  });
  private readonly dropped = new Counter({
    name: 'rum_beacons_dropped_total',
    help: 'Beacons dropped, by reason (schema problems by name: shape, views, owner, remote, version, count, vital…)',
    labelNames: ['reason'],
    registers: [this.registry],
  });

  /** The store's queue, read at each scrape: beacons this server took and the database has not yet. */
  private waitingNow: () => number = () => 0;
  private readonly waiting: Gauge = new Gauge({
    name: 'rum_beacons_waiting',
    help: 'Beacons taken and not yet written to the database (PostgreSQL away or slow: up to RUM_SPOOL_ROWS rows)',
    registers: [this.registry],
    collect: (): void => this.waiting.set(this.waitingNow()),
  });

  private readonly tokensRefused = new Counter({
    name: 'rum_view_tokens_refused_total',
    help: 'View tokens asked for without a page this site served (no page-view cookie, or a forged or old one)',
    registers: [this.registry],
  });
  private readonly previews = new Counter({
    name: 'preview_tokens_ignored_total',
    help: 'Preview tokens ignored (the plain site was served), by why: malformed, forged, expired, unknown-version, no-key',
    labelNames: ['why'],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'site_server_' });
  }

  private counter(name: string, help: string) {
    return new Counter({ name, help, labelNames: ['remote', 'version'], registers: [this.registry] });
  }

  private histogram(name: string, help: string, buckets: number[]) {
    return new Histogram({
      name,
      help,
      buckets,
      labelNames: ['remote', 'version'],
      registers: [this.registry],
    });
  }

  beaconTaken(rows: readonly RumRow[]): void {
    this.accepted.inc();
    for (const row of rows) {
      const labels = { remote: row.remote, version: row.version };
      this.views.inc(labels);
      for (const flag of ['errors', 'fallbacks', 'loadFailures', 'hydrationErrors'] as const) {
        if (row[flag] > 0) this.flags[flag].inc(labels);
      }
      if (row.lcp !== null) this.lcp.observe(labels, row.lcp / 1000);
      if (row.inp !== null) this.inp.observe(labels, row.inp / 1000);
      if (row.cls !== null) this.cls.observe(labels, row.cls);
    }
  }

  beaconDropped(reason: DropReason, beacons = 1): void {
    this.dropped.inc({ reason }, beacons);
  }

  watchWaiting(waiting: () => number): void {
    this.waitingNow = waiting;
  }

  viewTokenRefused(): void {
    this.tokensRefused.inc();
  }

  previewIgnored(why: string): void {
    this.previews.inc({ why });
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * /metrics is for ops: a request from this machine that no proxy forwarded (nginx, on this host too, adds
 * X-Forwarded-For; it also answers /metrics with 404 itself), or one with `Authorization: Bearer <OPS_TOKEN>`.
 */
export function mayReadMetrics(req: Request, opsToken: string | undefined): boolean {
  const auth = req.get('authorization');
  if (opsToken && auth) {
    const given = Buffer.from(auth);
    const expected = Buffer.from(`Bearer ${opsToken}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const forwarded = req.get('x-forwarded-for') !== undefined || req.get('x-forwarded-host') !== undefined;
  return !forwarded && LOOPBACK.has(req.socket.remoteAddress ?? '');
}
