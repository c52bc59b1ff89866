import type express from 'express';

/**
 * The origin patients reach the site on: SITE_ORIGIN when configured (canonical URLs must not depend on which
 * host name a crawler used), else the request's own, which the host guard (siteHosts.ts) has already limited to
 * the address this server listens on: behind nginx its X-Forwarded-Host and -Proto (app.ts trusts the loopback
 * proxy), else its Host.
 */
export const publicOrigin = (req: express.Request, siteOrigin?: string) =>
  siteOrigin ?? `${req.protocol}://${(req.host ?? 'localhost').toLowerCase()}`;

/**
 * The request's absolute URL on the public origin. Joined, not resolved: resolved against the origin, a path such
 * as `/\evil.com/x` or `//evil.com/x` (a stranger's client sends them as they are) names another host.
 */
export const publicUrl = (req: express.Request, siteOrigin?: string) =>
  new URL(publicOrigin(req, siteOrigin) + req.originalUrl);
