import type express from 'express';

/**
 * Why a state-changing request came from another site, or null when it came from this one: the one rule for
 * bookings (the dialog's post, the form post) and /ops. A browser says where a request comes from
 * (`Sec-Fetch-Site`, else `Origin`); a request that says neither (an old browser, curl, a script) is let through
 * here and must pass the other checks (the form token, the proof of work, the ops token, the limits). Any
 * `Sec-Fetch-Site` but `same-origin` (an empty one too), `Origin: null` (a sandboxed frame, a file) and an
 * unparsable `Origin` are another site's.
 */
export function crossSiteReason(req: express.Request): string | null {
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return `Sec-Fetch-Site: ${site.slice(0, 100)}`;
  const origin = req.get('origin');
  if (origin === undefined) return null;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return `Origin: ${origin.slice(0, 100)}`;
  }
  // The host as the browser asked for it, as URL writes it (lower case, no default port): req.host is the Host
  // header, or X-Forwarded-Host from a trusted proxy (trust proxy: nginx on this machine, TRUSTED_PROXIES).
  let own: string;
  try {
    own = new URL(`${req.protocol}://${req.host}`).host;
  } catch {
    return `Host ${req.host.slice(0, 100)} is not an address`;
  }
  return host === own ? null : `Origin ${origin.slice(0, 100)} is not this site (${own})`;
}

/** Whether a state-changing request may come from a page of this site (crossSiteReason has no reason). */
export const fromThisSite = (req: express.Request): boolean => crossSiteReason(req) === null;
