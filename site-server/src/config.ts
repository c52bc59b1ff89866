import os from 'node:os';
import path from 'node:path';
import { parseOrigins, parseTrustedProxies, readDatabaseUrl } from '@clinic/deploy';

export interface SiteConfig {
  port: number;
  host: string;
  deployRoot: string;
  apiOrigin: string;
  /** Render pages on the server (SSR=0 turns it off: every page is the static shell, as before). */
  ssr: boolean;
  /** How long a page may take on the server before the static shell is sent instead (SSR_TIMEOUT_MS). */
  renderBudgetMs: number;
  /** Pages a render worker may have in hand before requests get the static shell (SSR_MAX_IN_FLIGHT). */
  maxInFlight: number;
  /** Render threads per deploy generation (SSR_WORKERS). */
  renderWorkers: number;
  /** How long a rendered page is served again to identical requests (SSR_CACHE_MS); 0: never. */
  cacheMs: number;
  /** The public origin for canonical URLs, link previews and the sitemap (SITE_ORIGIN); else each request's. */
  siteOrigin?: string;
  /** The beacons' SQLite file (RUM_DB; `off`: count in /metrics only, keep nothing). */
  rumDb: string | null;
  /** Beacon rows are kept this long (RUM_RETENTION_HOURS)… */
  rumRetentionMs: number;
  /** …and at most this many (RUM_MAX_ROWS). */
  rumMaxRows: number;
  /** Beacons a client IP may send per minute (RUM_PER_MINUTE). */
  rumPerMinute: number;
  /** Lets /metrics answer from another machine with `Authorization: Bearer <OPS_TOKEN>`. */
  opsToken?: string;
  /** The origins the CSP allows besides the site's own (REMOTE_ORIGINS, FRAME_ORIGINS), as nginx's. */
  cspOrigins: { remoteOrigins: string[]; frameOrigins: string[] };
  /**
   * PostgreSQL shared by several hosts (DATABASE_URL): the release state and the booking guard's state go there;
   * the deploy root becomes this host's copy (docs/operations.md § Several hosts).
   */
  databaseUrl?: string;
  /** This host's name among several (SITE_HOST, else the machine's name and the deploy root). */
  siteHost: string;
  /** Balancers whose X-Forwarded-For names the client, besides this host's own nginx (TRUSTED_PROXIES). */
  trustedProxies: string[];
}

/** The defaults of the settings that have one, written here only (the modules they tune take them as given). */
export const DEFAULT_SETTINGS = {
  port: 3000,
  host: '127.0.0.1',
  deployRoot: 'dist',
  apiOrigin: 'http://127.0.0.1:3010',
  /** A page past 3 s is the static shell: the browser renders it about as fast. */
  renderBudgetMs: 3000,
  /** A thread renders pages one after another on one core: beyond this many waiting, a queue only adds delay. */
  maxInFlight: 8,
  /** Short: a kept page carries its API data, which ages. */
  cacheMs: 5000,
  /** Beside the deploy root's files, in a dot-folder that nginx (`location ~ /\.`) and the site never serve. */
  rumDbInDeployRoot: '.rum/rum.sqlite',
  /** A day of beacons: a canary's windows are minutes to hours; the controller reads nothing older. */
  rumRetentionHours: 24,
  /**
   * Rows of (view, remote): ~90 MB on disk with the WAL (bench/rum-results.md), 250,000 to 500,000 page views (two to
   * four remotes each) a day; the benchmark's flood of 2,000 beacons/s fills it in about two minutes.
   */
  rumMaxRows: 1_000_000,
  /** A patient's tab sends one beacon per hide: 60 a minute is far above any person, far below a flood. */
  rumPerMinute: 60,
} as const;

/**
 * A render thread per core, up to 4 (past which a generation's memory grows for little). The main thread needs
 * no core of its own: it composes and sends pages and serves files, and at 100 uncached pages a second it was
 * busy a third of the time, while a render thread waits on the API for part of every page (bench/ssr-results.md:
 * on 2 cores one thread rendered 81 of 100 pages offered, two rendered 98 %, for ≈ 230 MB more).
 */
export function defaultRenderWorkers(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(4, cores));
}

/** Reads the site server's settings from the environment; a bad value is a message for the operator. */
export function readConfig(env: NodeJS.ProcessEnv): SiteConfig {
  const port = env.PORT ?? String(DEFAULT_SETTINGS.port);
  if (!/^\d+$/.test(port)) throw new Error(`PORT must be a whole number, got "${port}"`);
  const apiOrigin = env.API_ORIGIN ?? DEFAULT_SETTINGS.apiOrigin;
  if (!/^https?:\/\/[^/?#\s]+$/.test(apiOrigin)) {
    throw new Error(`API_ORIGIN must be an origin such as http://127.0.0.1:3010, got "${apiOrigin}"`);
  }
  const siteOrigin = env.SITE_ORIGIN || undefined;
  if (siteOrigin && !/^https?:\/\/[^/?#\s]+$/.test(siteOrigin)) {
    throw new Error(`SITE_ORIGIN must be an origin such as https://diagnost-clinic.kz, got "${siteOrigin}"`);
  }
  const budget = env.SSR_TIMEOUT_MS ?? String(DEFAULT_SETTINGS.renderBudgetMs);
  if (!/^\d+$/.test(budget) || Number(budget) === 0) {
    throw new Error(`SSR_TIMEOUT_MS must be a positive whole number of milliseconds, got "${budget}"`);
  }
  const inFlight = env.SSR_MAX_IN_FLIGHT ?? String(DEFAULT_SETTINGS.maxInFlight);
  if (!/^\d+$/.test(inFlight) || Number(inFlight) === 0) {
    throw new Error(`SSR_MAX_IN_FLIGHT must be a positive whole number, got "${inFlight}"`);
  }
  const workers = env.SSR_WORKERS ?? String(defaultRenderWorkers());
  if (!/^\d+$/.test(workers) || Number(workers) === 0) {
    throw new Error(`SSR_WORKERS must be a positive whole number, got "${workers}"`);
  }
  const cacheMs = env.SSR_CACHE_MS ?? String(DEFAULT_SETTINGS.cacheMs);
  if (!/^\d+$/.test(cacheMs)) {
    throw new Error(`SSR_CACHE_MS must be a whole number of milliseconds (0: no cache), got "${cacheMs}"`);
  }
  const whole = (name: string, fallback: number) => {
    const value = env[name] ?? String(fallback);
    if (!/^\d+$/.test(value) || Number(value) === 0) {
      throw new Error(`${name} must be a positive whole number, got "${value}"`);
    }
    return Number(value);
  };
  const opsToken = env.OPS_TOKEN || undefined;
  if (opsToken && opsToken.length < 16) throw new Error('OPS_TOKEN must be at least 16 characters');
  const databaseUrl = readDatabaseUrl(env.DATABASE_URL);
  const deployRoot = path.resolve(env.DEPLOY_ROOT || DEFAULT_SETTINGS.deployRoot);
  const rumDb =
    env.RUM_DB === 'off'
      ? null
      : path.resolve(env.RUM_DB || path.join(deployRoot, DEFAULT_SETTINGS.rumDbInDeployRoot));
  return {
    port: Number(port),
    host: env.HOST || DEFAULT_SETTINGS.host,
    deployRoot,
    apiOrigin,
    ssr: env.SSR !== '0',
    renderBudgetMs: Number(budget),
    maxInFlight: Number(inFlight),
    renderWorkers: Number(workers),
    cacheMs: Number(cacheMs),
    siteOrigin,
    rumDb,
    rumRetentionMs: whole('RUM_RETENTION_HOURS', DEFAULT_SETTINGS.rumRetentionHours) * 3_600_000,
    rumMaxRows: whole('RUM_MAX_ROWS', DEFAULT_SETTINGS.rumMaxRows),
    rumPerMinute: whole('RUM_PER_MINUTE', DEFAULT_SETTINGS.rumPerMinute),
    opsToken,
    cspOrigins: {
      remoteOrigins: parseOrigins(env.REMOTE_ORIGINS, 'REMOTE_ORIGINS'),
      frameOrigins: parseOrigins(env.FRAME_ORIGINS, 'FRAME_ORIGINS'),
    },
    databaseUrl,
    siteHost: env.SITE_HOST || `${os.hostname()}:${deployRoot}`,
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
  };
}
