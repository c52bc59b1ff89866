/**
 * The page-view beacon («health from real browsers»): what the shell sends to `POST /rum` when a page
 * is hidden, and the one strict check the site server runs on it. One module for both sides, loaded as
 * `@clinic/shared/rum`, not from the package's index: the browser takes only its types and constants, the
 * shared singleton does not grow.
 *
 * No personal data, nothing typed: a view names its route's owner (a remote or the shell, never a URL), and per
 * remote whose code was on the page, its version and how many times each kind of failure happened; schema 2 adds
 * the page's kind, layout and language and what web-vitals' attribution says (./field.ts).
 */
import { REMOTE_NAMES, type RemoteName } from '../federation/facts';
import { FIELD_KEYS, type FieldProblem, problemOfField, type RumFieldFacts } from './field';

export const RUM_PATH = '/rum';
/** What the site server reads of one beacon; a bigger body is dropped unread. */
export const RUM_MAX_BYTES = 8 * 1024;
/** Views in one beacon: a single-page session batches the views it had since the last hide. */
export const RUM_MAX_VIEWS = 20;
/** Per kind and remote in one view; the browser stops counting there. */
export const RUM_MAX_COUNT = 1000;
/** LCP or INP past ten minutes is not a measurement. */
export const RUM_MAX_MS = 600_000;
/** A version folder's name (`1.0.0-3c2a9092`); the site server also requires it to exist in the deploy root. */
export const RUM_VERSION = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

export type RumOwner = RemoteName | 'shell';
export const RUM_COUNTS = ['errors', 'fallbacks', 'loadFailures', 'hydrationErrors'] as const;
export type RumCount = (typeof RUM_COUNTS)[number];

/** One remote on one page view: its version, and the failures (absent: none). */
export type RumRemote = { version: string } & Partial<Record<RumCount, number>>;

export interface RumView {
  /** Who owns the view's route: the remote whose section it is, or the shell (home, about…). */
  owner: RumOwner;
  /** The remotes whose code was on the page during the view. */
  remotes: Partial<Record<RemoteName, RumRemote>>;
  /** Web vitals of the view (LCP of a page load only), ms; CLS unitless. */
  lcp?: number;
  inp?: number;
  cls?: number;
  /** The remote whose script was the longest in the view's slowest interaction (web-vitals' attribution). */
  inpBy?: RemoteName;
}

/** A view of schema 2: the field view's facts besides (./field.ts). */
export type RumFieldView = RumView & RumFieldFacts;

/**
 * The schema's version: a change the site server must know about is a new number. 2 added the field view's facts
 * (./field.ts); the site server still takes 1, which a tab opened before that release keeps sending.
 */
export type RumBeacon = { v: 1; views: RumView[] } | { v: 2; views: RumFieldView[] };
export const RUM_SCHEMA = 2;

export type RumProblem =
  | 'not-json'
  | 'shape'
  | 'views'
  | 'owner'
  | 'remote'
  | 'version'
  | 'count'
  | 'vital'
  | FieldProblem;
export type RumCheck = { ok: true; beacon: RumBeacon } | { ok: false; problem: RumProblem };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isRemote = (value: unknown): value is RemoteName =>
  (REMOTE_NAMES as readonly unknown[]).includes(value);
const onlyKeys = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key));
const inRange = (value: unknown, max: number, integer: boolean) =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= 0 &&
  value <= max &&
  (!integer || Number.isInteger(value));

const REMOTE_KEYS = ['version', ...RUM_COUNTS];
const VIEW_KEYS = ['owner', 'remotes', 'lcp', 'inp', 'cls', 'inpBy'];
const FIELD_VIEW_KEYS = [...VIEW_KEYS, ...FIELD_KEYS];

function problemOfRemote(value: unknown): RumProblem | null {
  if (!isObject(value) || !onlyKeys(value, REMOTE_KEYS)) return 'shape';
  if (typeof value.version !== 'string' || !RUM_VERSION.test(value.version)) return 'version';
  for (const count of RUM_COUNTS) {
    if (value[count] !== undefined && !inRange(value[count], RUM_MAX_COUNT, true)) return 'count';
  }
  return null;
}

function problemOfView(value: unknown, schema: 1 | 2): RumProblem | null {
  const keys = schema === 2 ? FIELD_VIEW_KEYS : VIEW_KEYS;
  if (!isObject(value) || !onlyKeys(value, keys) || !isObject(value.remotes)) return 'shape';
  if (value.owner !== 'shell' && !isRemote(value.owner)) return 'owner';
  for (const [name, remote] of Object.entries(value.remotes)) {
    if (!isRemote(name)) return 'remote';
    const problem = problemOfRemote(remote);
    if (problem) return problem;
  }
  for (const vital of ['lcp', 'inp'] as const) {
    if (value[vital] !== undefined && !inRange(value[vital], RUM_MAX_MS, false)) return 'vital';
  }
  if (value.cls !== undefined && !inRange(value.cls, 100, false)) return 'vital';
  if (value.inpBy !== undefined && !isRemote(value.inpBy)) return 'remote';
  return schema === 2 ? problemOfField(value, RUM_MAX_MS) : null;
}

/** The strict check: every field known, every value in range; the first problem found names the drop. */
export function checkBeacon(value: unknown): RumCheck {
  if (!isObject(value) || !onlyKeys(value, ['v', 'views']) || (value.v !== 1 && value.v !== 2))
    return { ok: false, problem: 'shape' };
  const { views } = value;
  const schema = value.v as RumBeacon['v'];
  if (!Array.isArray(views) || views.length === 0 || views.length > RUM_MAX_VIEWS) {
    return { ok: false, problem: 'views' };
  }
  for (const view of views) {
    const problem = problemOfView(view, schema);
    if (problem) return { ok: false, problem };
  }
  return { ok: true, beacon: value as unknown as RumBeacon };
}

/** A beacon's body as it arrives (sendBeacon sends a string as text/plain). */
export function parseBeacon(text: string): RumCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  return checkBeacon(value);
}
