import { $viewport, localeOfPath, REMOTE_NAMES, type RemoteName } from '@clinic/shared';
import {
  type RumBeacon,
  type RumCount,
  type RumDevice,
  type RumFieldView,
  type RumOwner,
  type RumRemote,
  type RumView,
  routeKindOf,
} from '@clinic/shared/rum';
import { remoteOfScript, versionOfManifest } from './attribute';
import type { Fact } from './facts';

/**
 * What each page view did, per remote, for the health beacon (docs/operations.md § Health from real browsers):
 * counts kept in memory as the facts come (./facts.ts), sent with `navigator.sendBeacon` when the page is hidden.
 */
interface View {
  path: string;
  owner: RumOwner;
  counts: Partial<Record<RemoteName, Partial<Record<RumCount, number>>>>;
  vitals: Vitals;
  /** The shell's layout when the view began (the field view's phone or desktop). */
  device: RumDevice;
  /** Reported: what happens later in this view is not (a view is counted once, at the first hide after it began). */
  sent?: boolean;
}

type Vitals = Pick<
  RumFieldView,
  'lcp' | 'inp' | 'cls' | 'ttfb' | 'inpBy' | 'lcpBy' | 'inpPhase' | 'inpScript'
>;
/** What web-vitals' attribution says of a vital (./vitalsAttribution.ts). */
export type Attribution = Pick<Vitals, 'inpBy' | 'lcpBy' | 'inpPhase' | 'inpScript'>;

/** The layout the shell renders (its breakpoint, on the bus): the phone's or the desktop's. */
const deviceNow = (): RumDevice => ($viewport.getState().isMobile ? 'phone' : 'desktop');

const MAX_COUNT = 1000;
const MAX_VIEWS = 20;
let views: View[] = [];
/** The view the page loaded with: its LCP. */
let loaded: View | undefined;
/** Remotes whose code this page asked for (they stay on the page for every later view). */
const onPage = new Set<RemoteName>();
let versions: Partial<Record<RemoteName, string>> = {};

function newView(path: string, owner: RumOwner): View {
  const view: View = { path, owner, counts: {}, vitals: {}, device: deviceNow() };
  views.push(view);
  loaded ??= view;
  return view;
}
// Facts before the router named the first view belong to it (its path is adopted when it is named).
const current = (): View => views[views.length - 1] ?? newView('', 'shell');

/** The remote map this page loads its remotes from: name → mf-manifest.json URL. */
export function remotesMapped(map: Partial<Record<RemoteName, string>>): void {
  for (const [name, url] of Object.entries(map)) {
    const version = url && versionOfManifest(name, url);
    if (version) versions[name as RemoteName] = version;
  }
}

function countIn(view: View, remote: RemoteName, kind: RumCount): void {
  const counts = view.counts[remote] ?? {};
  view.counts[remote] = counts;
  counts[kind] = Math.min(MAX_COUNT, (counts[kind] ?? 0) + 1);
}

/** The remote's code was asked for, and (with a kind) that something went wrong with it in this view. */
export function remoteNoted(remote: RemoteName, kind?: RumCount): void {
  onPage.add(remote);
  if (kind) countIn(current(), remote, kind);
}

const countedLoads = new WeakSet<object>();
/**
 * Leaving a page aborts the loads it has in flight, and Firefox and WebKit report each as failed (a patient taps a
 * link while the booking dialog's code still downloads). So a load failure counts a moment late, and not at all
 * when the page is left (`pagehide`) within that moment: a remote is not broken because a patient moved on.
 */
export const LOAD_FAILURE_GRACE_MS = 1000;
const failuresWaiting = new Set<ReturnType<typeof setTimeout>>();

/** A load failure, once per failure however many handlers see it (the loader, the boundary, the listener). */
export function loadFailureNoted(remote: RemoteName, error: unknown): void {
  if (error !== null && typeof error === 'object') {
    if (countedLoads.has(error)) return;
    countedLoads.add(error);
  }
  onPage.add(remote);
  const view = current();
  const timer = setTimeout(() => {
    failuresWaiting.delete(timer);
    countIn(view, remote, 'loadFailures');
  }, LOAD_FAILURE_GRACE_MS);
  failuresWaiting.add(timer);
}

/** The page is being left: the loads that failed just before were cut short by that, not broken. */
function pageLeft(): void {
  for (const timer of failuresWaiting) clearTimeout(timer);
  failuresWaiting.clear();
}

/**
 * The view on screen: a new path starts a view; `owner` may be learnt later (from the remotes' manifests). An
 * address that replaced the last one (a redirect such as /analysis → /analysis/list) is the same view, renamed.
 */
export function viewShown(path: string, owner: RumOwner, replaced = false): void {
  const view = current();
  if (view.path === path || view.path === '' || (replaced && !view.sent))
    Object.assign(view, { path, owner, device: deviceNow() });
  else newView(path, owner);
  if (views.length >= MAX_VIEWS) send();
}

/**
 * A web vital and what its attribution says: LCP and TTFB belong to the page load (the first view), the others to
 * the view shown when it changed. A later value replaces the attribution of the earlier one with its own.
 */
export function vitalNoted(
  name: 'lcp' | 'inp' | 'cls' | 'ttfb',
  value: number,
  attribution: Attribution = {},
): void {
  const view = name === 'lcp' || name === 'ttfb' ? loaded : current();
  if (!view) return;
  view.vitals[name] = name === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
  if (name === 'inp')
    Object.assign(view.vitals, { inpBy: undefined, inpPhase: undefined, inpScript: undefined });
  if (name === 'lcp') view.vitals.lcpBy = undefined;
  Object.assign(view.vitals, attribution);
}

/** The beacon's body for these views; null when no remote with a known version was on the page. */
export function beaconOfViews(list: readonly View[]): RumBeacon | null {
  const out = list.map(({ path, owner, counts, vitals, device }): RumFieldView => {
    const remotes: RumView['remotes'] = {};
    for (const name of onPage) {
      const version = versions[name];
      if (version) remotes[name] = { version, ...counts[name] } as RumRemote;
    }
    // The kind and the language from the address, which stays in the browser (./RumViews.tsx).
    const where = { kind: routeKindOf(path), device, lang: localeOfPath(path) };
    // JSON leaves out what is undefined: a vital replaced without attribution sends none.
    return { owner, remotes, ...where, ...vitals };
  });
  return out[0] && Object.keys(out[0].remotes).length ? { v: 2, views: out } : null;
}

/**
 * The view token for the next beacon: the site server signs it for this visitor and the versions they are served,
 * and counts each once, so one is asked for at the start and again after each beacon (site-server/src/rum/).
 */
let token: Promise<string | null> = Promise.resolve(null);
export function askToken(): void {
  token = fetch('/rum/view-token', { cache: 'no-store' })
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null);
}

/**
 * Sends the views not yet reported, in one beacon with its token; nothing when there are none (at most once per
 * hide). A token already here is used in this task's microtasks, so a closing page still sends.
 */
export function send(): Promise<void> {
  const beacon = beaconOfViews(views.filter((view) => !view.sent));
  for (const view of views) view.sent = true;
  views = views.slice(-1);
  if (!beacon) return Promise.resolve();
  const body = JSON.stringify(beacon);
  const sending = token.then((value) => {
    if (value) navigator.sendBeacon?.(`/rum?t=${encodeURIComponent(value)}`, body);
  });
  askToken();
  return sending;
}

/** A hydration error: the remote whose component stack it names, else the route's owner (not the shell's own). */
export function hydrationErrorNoted(error: unknown, componentStack = ''): void {
  const remote =
    remoteOfScript(`${(error as Error | null)?.stack ?? ''} ${componentStack}`) ??
    (current().owner === 'shell' ? null : (current().owner as RemoteName));
  if (remote) remoteNoted(remote, 'hydrationErrors');
}

/** Uncaught errors and rejected promises, attributed by the script URL in their file name or stack. */
function errorNoted(event: ErrorEvent | PromiseRejectionEvent): void {
  const error = 'reason' in event ? event.reason : event.error;
  const remote = remoteOfScript(
    `${(event as ErrorEvent).filename ?? ''} ${error?.stack ?? error?.message ?? ''}`,
  );
  if (remote) remoteNoted(remote, 'errors');
}

const isRemote = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** One fact from the app (./facts.ts). */
export function takeFact(fact: Fact): void {
  if (fact[0] === 'map') remotesMapped(fact[1]);
  else if (fact[0] === 'view') viewShown(fact[1], isRemote(fact[2]) ? fact[2] : 'shell', fact[3]);
  else if (fact[0] === 'error') errorNoted(fact[1]);
  else if (fact[0] === 'hydration') hydrationErrorNoted(fact[1], fact[2]);
  else if (fact[0] === 'loadFailures') {
    // A chunk that did not load outside any section: its URL, in the message, names the remote.
    const remote = isRemote(fact[1]) ? fact[1] : remoteOfScript((fact[2] as Error | null)?.message);
    if (remote) loadFailureNoted(remote, fact[2]);
  } else if (isRemote(fact[1])) remoteNoted(fact[1], fact[0] === 'ran' ? undefined : fact[0]);
}

/** Sends at each hide; when the code arrived after the page was hidden, at once. */
export function watchHides(): void {
  // visibilitychange covers tab switches and closes on every current browser; pagehide covers the rest.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
  addEventListener('pagehide', () => {
    pageLeft();
    send();
  });
  if (document.visibilityState === 'hidden') send();
}

export const resetForTest = (): void => {
  token = Promise.resolve(null);
  views = [];
  loaded = undefined;
  onPage.clear();
  versions = {};
  pageLeft();
};
