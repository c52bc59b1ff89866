/**
 * The beacon store as its users see it: the site server (rumRoutes.ts takes beacons; /ops reads health and drops)
 * and the canary controller (reads health). Two implementations: SQLite (store.ts), which the site servers of one
 * deploy root share, and PostgreSQL (postgresStore.ts, DATABASE_URL), which every host shares. The contract suite
 * (beaconStore.contract.test.ts) holds both to the same answers.
 */
import type { Locale, RemoteName } from '@clinic/shared';
import type { RumDevice, RumInpPhase, RumRouteKind } from '@clinic/shared/rum';
import type { VersionHealth } from '../canary/versionHealth';
import type { FieldGroup } from './fieldQuery';

/** One remote on one page view, as a beacon reported it (flags are counts; health counts views with any). */
export interface RumRow {
  remote: RemoteName;
  version: string;
  /** The view's route is this remote's: its vitals are the remote's. */
  owned: boolean;
  errors: number;
  fallbacks: number;
  loadFailures: number;
  hydrationErrors: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

/**
 * One page view of a schema 2 beacon for the field view (fieldQuery.ts): one row per view whatever remotes were
 * on it (a view of a shell page has no remote that owns it), only with one vital at least.
 */
export interface RumFieldRow {
  kind: RumRouteKind;
  device: RumDevice;
  lang: Locale;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  ttfb: number | null;
  lcpElement: string | null;
  /** To first byte, resource load delay, resource load duration, element render delay (ms). */
  lcpParts: [number, number, number, number] | null;
  inpRemote: RemoteName | null;
  inpScript: string | null;
  inpPhase: RumInpPhase | null;
}

/** One checked beacon waiting to be written: its rows, and what its token and sender say about it. */
export interface RumBeaconEntry {
  /** The view token's id: a token counts once, on every site server. */
  token: string;
  /** When the token expires (ms): its "seen" record is kept until then. */
  until: number;
  /** Whom its views count for (viewToken.ts `visitorKey`). */
  visitor: string;
  /** The sender's address, for the per-address cap. */
  address: string;
  /** Page views in the beacon (what the caps count). */
  views: number;
  rows: RumRow[];
  /** Its views for the field view (schema 2; none from schema 1). */
  fields?: RumFieldRow[];
}

/**
 * Why the store dropped beacons it was given (reasons of `rum_beacons_dropped_total` decided at write time):
 * `busy` SQLite's lock held past its wait, `spool-full` PostgreSQL away or slow for longer than the memory
 * set aside for waiting beacons holds, `not-stored` a write the database refused.
 */
export type StoreDropReason =
  | 'replayed'
  | 'visitor-cap'
  | 'address-cap'
  | 'busy'
  | 'spool-full'
  | 'not-stored';

export interface RumStoreListener {
  stored(rows: readonly RumRow[]): void;
  dropped(reason: StoreDropReason, beacons: number): void;
}

/** What both stores are given (RUM_* settings, rumSettings.ts). */
export interface RumStoreSettings {
  /** Rows older than this are deleted (RUM_RETENTION_HOURS). */
  retentionMs: number;
  /** At most this many rows; the oldest go first (RUM_MAX_ROWS). */
  maxRows: number;
  /** Beacons wait in memory at most this long, or until `flushRows` rows are waiting, then go in one transaction. */
  flushMs?: number;
  flushRows?: number;
  /** Page views counted per visitor per cap window, on all site servers together (RUM_VISITOR_VIEWS). */
  visitorViews?: number;
  /** Page views counted per sender address per cap window, on all site servers together (RUM_ADDRESS_VIEWS). */
  addressViews?: number;
  /** The caps' window (RUM_CAP_WINDOW_MINUTES). */
  capWindowMs?: number;
  /** Vitals samples `health()` returns per kind at most (the latest). */
  samplesCap?: number;
  now?: () => number;
}

export const RUM_STORE_DEFAULTS = {
  flushMs: 250,
  flushRows: 500,
  /** Another site server's transaction holds the lock for a millisecond or two; anything longer is not ours to wait for. */
  busyMs: 20,
  /** A person reads a page for seconds: 100 views in 10 minutes is a very busy patient, not a normal one. */
  visitorViews: 100,
  /** One address may be a clinic's Wi-Fi or a mobile carrier's NAT: many patients, still far below a flood. */
  addressViews: 600,
  capWindowMs: 10 * 60_000,
  /** Rows one write deletes at most besides what it inserted: a delete never holds the lock for long. */
  deleteStep: 500,
  samplesCap: 5000,
  /**
   * Rows a PostgreSQL store keeps in memory while PostgreSQL is away or slow (RUM_SPOOL_ROWS): some 40 MB, at a
   * clinic's ordinary traffic an hour of beacons, under the benchmark's flood of 2,000 beacons/s 25 s.
   */
  spoolRows: 200_000,
} as const;

/**
 * What the site server and the canary controller ask of a beacon store. What a request reaches never waits for
 * the database and never throws: `add` queues (the store writes in batches). The `read…` methods are the
 * database's own answer, for the controller, /ops and reports.
 */
export interface BeaconStore {
  /** Told of each beacon's outcome (the metrics). */
  listen(listener: RumStoreListener): void;
  /** Queues a checked beacon, to be counted once and within its caps on every server sharing the store. */
  add(entry: RumBeaconEntry): void;
  /** A beacon dropped before it reached the store (a forged token…): counted for /ops with the write-time ones. */
  countDropped(reason: string, beacons?: number): void;
  /** What the beacons say of one version of one remote over [sinceMs, untilMs): the canary's evidence, /ops's curves. */
  readHealth(remote: string, version: string, sinceMs: number, untilMs: number): Promise<VersionHealth>;
  /**
   * The field view over [sinceMs, untilMs): per page kind × layout × language, each vital's p75, sample size and
   * slowest sample with its attribution (fieldQuery.ts; the newest FIELD_VIEWS_CAP views at most).
   */
  readField(sinceMs: number, untilMs: number): Promise<FieldGroup[]>;
  /** Beacons dropped since `sinceMs` by reason, on every server of the store (whole minutes). */
  readDroppedSince(sinceMs: number): Promise<Record<string, number>>;
  /** Beacons (and their rows) taken by this process and not written yet. */
  waiting(): { beacons: number; rows: number };
  /** Writes what is queued (as far as the database takes it), then lets go of the database. */
  close(): void | Promise<void>;
}
