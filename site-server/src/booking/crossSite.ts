import type express from 'express';

/**
 * Why a state-changing request came from another site, or null when it came from this one. A browser says where
 * a request comes from (`Sec-Fetch-Site`, else `Origin`); a request that says neither (an old browser, curl) is
 * let through here and must pass the other checks (the form token, the proof of work, the limits). `Origin: null`
 * (a sandboxed frame, a file) is another site.
 */
export function crossSiteReason(req: express.Request): string | null {
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return `Sec-Fetch-Site: ${site}`;
  const origin = req.get('origin');
  if (origin === undefined) return null;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return `Origin: ${origin.slice(0, 100)}`;
  }
  // req.host: the Host header, or X-Forwarded-Host from nginx on this machine (trust proxy 'loopback').
  return host === req.host ? null : `Origin ${origin.slice(0, 100)} is not this site (${req.host})`;
}
