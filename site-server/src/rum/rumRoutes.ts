import { randomBytes } from 'node:crypto';
import { versionOfEntry } from '@clinic/deploy';
import type { RemoteName } from '@clinic/shared';
import { parseBeacon, RUM_MAX_BYTES, RUM_PATH, type RumBeacon } from '@clinic/shared/rum';
import express, { type ErrorRequestHandler, type Router } from 'express';
import { LRUCache } from 'lru-cache';
import { clientOf } from '../http/clientNetwork';
import { cookieOf, cookieValue } from '../http/cookieOf';
import type { KeyRing } from '../secret/keyRing';
import { VISITOR_ID } from '../visitors/assignment';
import { VISITOR_COOKIE, type VisitorVersions } from '../visitors/visitorVersions';
import type { BeaconStore, RumFieldRow, RumRow } from './beaconStore';
import { knownVersions } from './knownVersions';
import { mayReadMetrics, RumMetrics } from './metrics';
import { pageViews } from './pageView';
import { rateLimiter } from './rateLimit';
import { type ViewClaims, viewTokens } from './viewToken';

/** Where a browser asks for its view token (a page path for nginx: `location /` passes it to a site server). */
export const VIEW_TOKEN_PATH = '/rum/view-token';

export interface RumOptions {
  /** Where accepted beacons are kept (SQLite or PostgreSQL); without one they only count in the metrics. */
  store?: BeaconStore | null;
  /** Beacons per minute per client IP (RUM_PER_MINUTE). */
  perMinute?: number;
  /** Lets /metrics answer a request from another machine that carries `Authorization: Bearer <token>`. */
  opsToken?: string;
  /** The site's metrics, when other steps count too (ignored previews); by default its own. */
  metrics?: RumMetrics;
  /** Each request's remote versions (the site's; by default the deploy root's, as a visitor without cookies). */
  versions?: VisitorVersions;
  /** The key view tokens are signed with (secret/signingKeys.ts: current, previous); by default one of this process. */
  secret?: Buffer | KeyRing;
}

/** The visitor's canary id: the cookie they sent, or the one this response just gave them; null without either. */
function visitorIdOf(req: express.Request, res: express.Response): string | null {
  const sent = cookieOf(req, VISITOR_COOKIE);
  if (sent && VISITOR_ID.test(sent)) return sent;
  for (const line of [res.getHeader('set-cookie') ?? []].flat().map(String)) {
    const given = cookieValue(line, VISITOR_COOKIE);
    if (given && VISITOR_ID.test(given)) return given;
  }
  return null;
}

/** The versioned remotes of a remote map (name → manifest URL): what a view token binds. */
function versionsOf(remotes: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, entry] of Object.entries(remotes)) {
    const version = versionOfEntry(name, entry);
    if (version) out[name] = version;
  }
  return out;
}

/** Every remote a beacon names runs the version its token was served. */
const namesItsVersions = (rows: readonly RumRow[], claims: ViewClaims) =>
  rows.every((row) => claims.versions[row.remote] === row.version);

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
 * One field row per view of a schema 2 beacon that measured something (schema 1 knows no kind, layout or
 * language: its views are health only). Every value was checked (shared/src/rum/field.ts).
 */
export function fieldRowsOfBeacon(beacon: RumBeacon): RumFieldRow[] {
  if (beacon.v !== 2) return [];
  return beacon.views
    .filter((view) => [view.lcp, view.inp, view.cls, view.ttfb].some((vital) => vital !== undefined))
    .map((view) => {
      const by = view.lcpBy;
      return {
        kind: view.kind,
        device: view.device,
        lang: view.lang,
        lcp: view.lcp ?? null,
        inp: view.inp ?? null,
        cls: view.cls ?? null,
        ttfb: view.ttfb ?? null,
        lcpElement: by?.element ?? null,
        lcpParts: by
          ? [by.timeToFirstByte, by.resourceLoadDelay, by.resourceLoadDuration, by.elementRenderDelay]
          : null,
        inpRemote: view.inpBy ?? null,
        inpScript: view.inpScript ?? null,
        inpPhase: view.inpPhase ?? null,
      };
    });
}

/**
 * `GET /rum/view-token`: a view token for this request's visitor and the versions they are served (no-store:
 * each page start asks for its own). `POST /rum?t=<token>`: the browsers' page-view beacons (shell/src/rum/).
 * A beacon counts only with a genuine, current token whose versions are the ones it names; the store then counts
 * it once across all site servers and within the per-visitor and per-address caps (store.ts). It is checked
 * against the one schema, capped in size and limited per client on this server first. Whatever is dropped is
 * counted by reason; a dropped token's beacon is answered 204 like a good one (the sender learns nothing, the
 * browser reads nothing), a malformed body 400, and never a 500. `GET /metrics`: Prometheus.
 */
export function rumRoutes(
  deployRoot: string,
  { store, perMinute = 60, opsToken, metrics = new RumMetrics(), versions, secret }: RumOptions = {},
): Router {
  const router = express.Router();
  const allowed = rateLimiter({ perMinute });
  const deployed = knownVersions(deployRoot);
  // Without the site's keys (a test, a tool): a key of this process, as the bookings' default in app.ts.
  const key = secret ?? randomBytes(32);
  const tokens = viewTokens(key);
  const served = pageViews(key);
  // This server's recent tokens: a replay flood is dropped here without a write (the store catches the rest).
  const seenHere = new LRUCache<string, true>({ max: 100_000 });
  const drop = (reason: Parameters<RumMetrics['beaconDropped']>[0]) => {
    metrics.beaconDropped(reason);
    store?.countDropped(reason);
  };
  store?.listen({
    stored: (rows) => metrics.beaconTaken(rows),
    dropped: (reason, beacons) => metrics.beaconDropped(reason, beacons),
  });
  if (store) metrics.watchWaiting(() => store.waiting().beacons);

  router.get(VIEW_TOKEN_PATH, (req, res) => {
    res.set('Cache-Control', 'no-store').type('text/plain');
    // Only with a page this site served (its page-view cookie): a token asked for by a script alone is none.
    const page = served.of(req);
    if (!page) {
      metrics.viewTokenRefused();
      return void res.status(403).send('A view token comes with a page of this site.');
    }
    const remotes = versions ? versions.remotesFor(req, res) : {};
    res.send(tokens.issue(visitorIdOf(req, res), page, versionsOf(remotes)));
  });

  router.post(
    RUM_PATH,
    (req, res, next) => {
      // Before the body is read: a flood costs a map lookup per request.
      if (allowed(clientOf(req))) return next();
      drop('rate-limited');
      res.status(429).end();
    },
    (req, res, next) => {
      // The token is in the address, so a forged one costs an HMAC and the body is never read.
      const { t } = req.query;
      if (t === undefined) {
        drop('token-missing');
        return void res.status(204).end();
      }
      const checked = tokens.verify(t);
      if (!checked.ok) {
        drop(`token-${checked.why}`);
        return void res.status(204).end();
      }
      if (seenHere.has(checked.claims.id)) {
        drop('replayed');
        return void res.status(204).end();
      }
      res.locals.claims = checked.claims;
      next();
    },
    express.text({ type: ['text/plain', 'application/json'], limit: RUM_MAX_BYTES }),
    (req, res) => {
      const checked = typeof req.body === 'string' ? parseBeacon(req.body) : null;
      if (!checked?.ok) {
        drop(checked ? checked.problem : 'unreadable');
        res.status(400).end();
        return;
      }
      const rows = rowsOfBeacon(checked.beacon);
      if (!rows.every((row) => deployed(row.remote, row.version))) {
        drop('unknown-version');
        res.status(400).end();
        return;
      }
      const claims = res.locals.claims as ViewClaims;
      if (!namesItsVersions(rows, claims)) {
        drop('wrong-versions');
        res.status(204).end();
        return;
      }
      seenHere.set(claims.id, true);
      const entry = {
        token: claims.id,
        until: claims.expires,
        visitor: claims.visitor,
        address: req.ip ?? 'unknown',
        views: checked.beacon.views.length,
        rows,
        fields: fieldRowsOfBeacon(checked.beacon),
      };
      if (store) store.add(entry);
      else metrics.beaconTaken(rows);
      res.status(204).end();
    },
  );
  const bodyProblem: ErrorRequestHandler = (error: { type?: string }, req, res, next) => {
    if (req.path !== RUM_PATH) return next(error);
    drop(error.type === 'entity.too.large' ? 'too-large' : 'unreadable');
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
