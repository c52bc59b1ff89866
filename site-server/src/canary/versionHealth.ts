/**
 * What the beacons of real browsers say about one version of one remote over a window of time: the contract
 * between the beacon store (site-server/src/rum/) and the canary's verdict (site-server/src/canary/verdict.ts).
 * Counts are page views (a view with three errors counts once), so each is a proportion of `views`; the visitor
 * counts are distinct visitors (the view token's, rum/viewToken.ts), what the verdict's minimum sample and hard
 * gate count, because one sender can produce any number of views but only as many visitors as it has tokens for.
 */
export interface VersionHealth {
  /** Page views whose beacon says this version of the remote ran on the page. */
  views: number;
  /** …with at least one uncaught error attributed to it (by the script URL's /mfe/<name>/<version>/ folder). */
  errors: number;
  /** …where one of its sections showed its fallback («Раздел временно недоступен»). */
  fallbacks: number;
  /** …where its code failed to load. */
  loadFailures: number;
  /** …where hydrating its part of a server-rendered page failed. */
  hydrationErrors: number;
  /** Distinct visitors among those views. */
  visitors: number;
  /** Distinct networks (rum/sourceNetwork.ts) those views' beacons came from. */
  sources: number;
  /** Distinct visitors with at least one view showing each signal. */
  visitorsWith: Record<'errors' | 'fallbacks' | 'loadFailures' | 'hydrationErrors', number>;
  /**
   * Distinct networks (rum/sourceNetwork.ts: an address's /24 or /64) those visitors' beacons came from: a
   * sender can be any number of visitors, but only as many networks as it sends from.
   */
  sourcesWith: Record<'errors' | 'fallbacks' | 'loadFailures' | 'hydrationErrors', number>;
  /** LCP of page views owned by the remote (the route is its), in ms. */
  lcp: number[];
  /** INP of page views owned by the remote, in ms. */
  inp: number[];
}

export const NO_HEALTH: VersionHealth = {
  views: 0,
  errors: 0,
  fallbacks: 0,
  loadFailures: 0,
  hydrationErrors: 0,
  visitors: 0,
  sources: 0,
  visitorsWith: { errors: 0, fallbacks: 0, loadFailures: 0, hydrationErrors: 0 },
  sourcesWith: { errors: 0, fallbacks: 0, loadFailures: 0, hydrationErrors: 0 },
  lcp: [],
  inp: [],
};
