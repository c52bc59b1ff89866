import type { RemoteName } from '@clinic/shared';
import { parseBeacon, RUM_MAX_BYTES, RUM_PATH, type RumBeacon } from '@clinic/shared/src/rum/beacon';
import express, { type ErrorRequestHandler, type Router } from 'express';
import { knownVersions } from './knownVersions';
import { mayReadMetrics, RumMetrics } from './metrics';
import { rateLimiter } from './rateLimit';
import type { RumRow, RumStore } from './store';

export interface RumOptions {
  /** Where accepted beacons are kept; without one they only count in the metrics. */
  store?: RumStore | null;
  /** Beacons per minute per client IP (RUM_PER_MINUTE). */
  perMinute?: number;
  /** Lets /metrics answer a request from another machine that carries `Authorization: Bearer <token>`. */
  opsToken?: string;
  /** The site's metrics, when other steps count too (ignored previews); by default its own. */
  metrics?: RumMetrics;
}

/** One row per remote on each view; the vitals go to the row of the remote that owns the view's route. */
export function rowsOfBeacon(beacon: RumBeacon): RumRow[] {
  return beacon.views.flatMap((view) =>
    Object.entries(view.remotes).map(([name, remote]) => {
      const owned = view.owner === name;
      return {
        remote: name as RemoteName,
        version: remote.version,
        owned,
        errors: remote.errors ?? 0,
        fallbacks: remote.fallbacks ?? 0,
        loadFailures: remote.loadFailures ?? 0,
        hydrationErrors: remote.hydrationErrors ?? 0,
        lcp: owned ? (view.lcp ?? null) : null,
        inp: owned ? (view.inp ?? null) : null,
        cls: owned ? (view.cls ?? null) : null,
      };
    }),
  );
}

/**
 * `POST /rum`: the browsers' page-view beacons (shell/src/rum/), checked against the one schema, capped in
 * size, limited per client, then stored and counted. A beacon that fails any of it is dropped and counted by
 * reason; the answer is never a 500 (the browser does not read it anyway). `GET /metrics`: Prometheus.
 */
export function rumRoutes(
  deployRoot: string,
  { store, perMinute = 60, opsToken, metrics = new RumMetrics() }: RumOptions = {},
): Router {
  const router = express.Router();
  const allowed = rateLimiter({ perMinute });
  const deployed = knownVersions(deployRoot);

  router.post(
    RUM_PATH,
    (req, res, next) => {
      // Before the body is read: a flood costs a map lookup per request.
      if (allowed(req.ip ?? 'unknown')) return next();
      metrics.beaconDropped('rate-limited');
      res.status(429).end();
    },
    express.text({ type: ['text/plain', 'application/json'], limit: RUM_MAX_BYTES }),
    (req, res) => {
      const checked = typeof req.body === 'string' ? parseBeacon(req.body) : null;
      if (!checked?.ok) {
        metrics.beaconDropped(checked ? checked.problem : 'unreadable');
        res.status(400).end();
        return;
      }
      const rows = rowsOfBeacon(checked.beacon);
      if (!rows.every((row) => deployed(row.remote, row.version))) {
        metrics.beaconDropped('unknown-version');
        res.status(400).end();
        return;
      }
      try {
        store?.add(rows);
      } catch (error) {
        // A full disk or a database another process holds too long: this beacon is lost, the site goes on.
        console.error(`[rum] a beacon was not stored: ${(error as Error).message}`);
        metrics.beaconDropped('not-stored');
        res.status(204).end();
        return;
      }
      metrics.beaconTaken(rows);
      res.status(204).end();
    },
  );
  const bodyProblem: ErrorRequestHandler = (error: { type?: string }, req, res, next) => {
    if (req.path !== RUM_PATH) return next(error);
    metrics.beaconDropped(error.type === 'entity.too.large' ? 'too-large' : 'unreadable');
    res.status(error.type === 'entity.too.large' ? 413 : 400).end();
  };
  router.use(bodyProblem);

  router.get('/metrics', async (req, res) => {
    if (!mayReadMetrics(req, opsToken)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res
      .set('Cache-Control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
  return router;
}
