/**
 * The field view's table and its one query, written once for both beacon stores (SQLite's `rum_field`,
 * PostgreSQL's `clinic_rum_field`): the SQL below is the subset both dialects read alike (window functions,
 * integer division), with `$n` parameters that SQLite's side rewrites to its named ones. So the two stores cannot
 * compute p75 differently; beaconStore.contract.test.ts holds them to the same rows.
 *
 * p75 is by nearest rank, as CrUX reports it and the canary's statistics compute it (canaryStatistics.ts
 * `quantileOfSorted`): of n samples ascending, the ⌈0.75·n⌉-th, which for whole n is (3n + 3) / 4 in integer
 * division. Ties go by row id, so both stores pick the same row. "Worst" is the slowest sample (the latest of equal
 * ones), and its row's attribution is the group's.
 */
import type { Locale } from '@clinic/shared';
import { RUM_ROUTE_KINDS, type RumDevice, type RumInpPhase, type RumRouteKind } from '@clinic/shared/rum';
import type { RumFieldRow } from './beaconStore';

/**
 * The newest views one window of the field view reads at most: a bounded cost for /ops on a busy day, whose SQLite
 * read runs on the site server's thread. Sorting 50,000 took 0.8–1.6 s here (2 cores at load average 10), 10,000
 * 0.2–0.4 s. 10,000 still leave a few dozen groups hundreds of samples each; past them the day's window is its
 * newest views only.
 */
export const FIELD_VIEWS_CAP = 10_000;

/** The columns after `id` and `at`, in RumFieldRow's order (both stores insert them so). */
export const FIELD_COLUMNS = [
  ['kind', 'text'],
  ['device', 'text'],
  ['lang', 'text'],
  ['lcp', 'real'],
  ['inp', 'real'],
  ['cls', 'real'],
  ['ttfb', 'real'],
  ['lcp_element', 'text'],
  ['lcp_ttfb', 'real'],
  ['lcp_load_delay', 'real'],
  ['lcp_load_duration', 'real'],
  ['lcp_render_delay', 'real'],
  ['inp_remote', 'text'],
  ['inp_script', 'text'],
  ['inp_phase', 'text'],
] as const;

/** A row's values in FIELD_COLUMNS' order. */
export const fieldValues = (row: RumFieldRow): unknown[] => [
  row.kind,
  row.device,
  row.lang,
  row.lcp,
  row.inp,
  row.cls,
  row.ttfb,
  row.lcpElement,
  row.lcpParts?.[0] ?? null,
  row.lcpParts?.[1] ?? null,
  row.lcpParts?.[2] ?? null,
  row.lcpParts?.[3] ?? null,
  row.inpRemote,
  row.inpScript,
  row.inpPhase,
];

const METRICS = ['lcp', 'inp', 'cls', 'ttfb'] as const;
export type FieldMetricName = (typeof METRICS)[number];

/** $1 since (ms), $2 until, $3 FIELD_VIEWS_CAP: each metric's p75 row and slowest row per group. */
export const fieldQuery = (table: string) => `
  WITH w AS (
    SELECT * FROM ${table} WHERE at >= $1 AND at < $2 ORDER BY at DESC, id DESC LIMIT $3
  ),
  s AS (
    ${METRICS.map(
      (m) => `SELECT '${m}' AS metric, kind, device, lang, id, ${m} AS value FROM w WHERE ${m} IS NOT NULL`,
    ).join('\n    UNION ALL ')}
  ),
  r AS (
    SELECT metric, kind, device, lang, id, value,
      ROW_NUMBER() OVER (PARTITION BY metric, kind, device, lang ORDER BY value, id) AS up,
      ROW_NUMBER() OVER (PARTITION BY metric, kind, device, lang ORDER BY value DESC, id DESC) AS down,
      COUNT(*) OVER (PARTITION BY metric, kind, device, lang) AS n
    FROM s
  ),
  picked AS (
    SELECT metric, kind, device, lang, id, value, n,
      CASE WHEN up = (3 * n + 3) / 4 THEN 1 ELSE 0 END AS p75,
      CASE WHEN down = 1 THEN 1 ELSE 0 END AS worst
    FROM r WHERE up = (3 * n + 3) / 4 OR down = 1
  )
  SELECT p.metric, p.kind, p.device, p.lang, p.n, p.value, p.p75, p.worst,
    t.lcp_element, t.lcp_ttfb, t.lcp_load_delay, t.lcp_load_duration, t.lcp_render_delay,
    t.inp_remote, t.inp_script, t.inp_phase
  FROM picked p JOIN ${table} t ON t.id = p.id`;

/** Deletes (a bounded step, $2 rows) what is older than $1 ms; then what is past the row cap, $1 rows. */
export const fieldTrims = (table: string) => ({
  old: `DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE at < $1 ORDER BY id LIMIT $2)`,
  overCap: `DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table}
    WHERE id <= (SELECT MAX(id) FROM ${table}) - $1 ORDER BY id LIMIT $2)`,
});

/** One row of the query as either driver returns it (PostgreSQL's counts come as text). */
export type FieldQueryRow = Record<string, string | number | null>;

export interface FieldMetric {
  /** Samples in the group. */
  n: number;
  p75: number;
  worst: number;
}

/** One route kind × layout × language over a window. */
export interface FieldGroup {
  kind: RumRouteKind;
  device: RumDevice;
  lang: Locale;
  lcp: FieldMetric | null;
  inp: FieldMetric | null;
  cls: FieldMetric | null;
  ttfb: FieldMetric | null;
  /** The slowest LCP's element and sub-parts (ms: to first byte, load delay, load duration, render delay). */
  worstLcp: { element: string | null; parts: [number, number, number, number] | null } | null;
  /** The slowest interaction's remote, script file and longest phase. */
  worstInp: { remote: string | null; script: string | null; phase: RumInpPhase | null } | null;
}

const text = (value: string | number | null | undefined) => (value == null ? null : String(value));
const num = (value: string | number | null | undefined) => (value == null ? null : Number(value));

/** The query's rows as groups, in the route table's order, then phone before desktop, then language. */
export function fieldGroupsOf(rows: readonly FieldQueryRow[]): FieldGroup[] {
  const groups = new Map<string, FieldGroup>();
  for (const row of rows) {
    const key = `${row.kind}\u0000${row.device}\u0000${row.lang}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        kind: row.kind as RumRouteKind,
        device: row.device as RumDevice,
        lang: row.lang as Locale,
        lcp: null,
        inp: null,
        cls: null,
        ttfb: null,
        worstLcp: null,
        worstInp: null,
      };
      groups.set(key, group);
    }
    const metric = row.metric as FieldMetricName;
    const value = Number(row.value);
    const stat = group[metric] ?? { n: Number(row.n), p75: value, worst: value };
    group[metric] = stat;
    if (Number(row.p75)) stat.p75 = value;
    if (!Number(row.worst)) continue;
    stat.worst = value;
    if (metric === 'lcp') {
      const parts = [row.lcp_ttfb, row.lcp_load_delay, row.lcp_load_duration, row.lcp_render_delay].map(num);
      group.worstLcp = {
        element: text(row.lcp_element),
        parts: parts.every((part) => part !== null) ? (parts as [number, number, number, number]) : null,
      };
    }
    if (metric === 'inp')
      group.worstInp = {
        remote: text(row.inp_remote),
        script: text(row.inp_script),
        phase: text(row.inp_phase) as RumInpPhase | null,
      };
  }
  const order = (g: FieldGroup) => [RUM_ROUTE_KINDS.indexOf(g.kind), g.device === 'phone' ? 0 : 1, g.lang];
  return [...groups.values()].sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0] !== y[0]
      ? Number(x[0]) - Number(y[0])
      : x[1] !== y[1]
        ? Number(x[1]) - Number(y[1])
        : String(x[2]).localeCompare(String(y[2]));
  });
}
