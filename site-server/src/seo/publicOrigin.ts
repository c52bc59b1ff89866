import type express from 'express';

/**
 * The origin patients reach the site on: SITE_ORIGIN when configured (canonical URLs must not depend on which
 * host name a crawler used), else the request's own: behind nginx its X-Forwarded-Host and -Proto (app.ts trusts
 * the loopback proxy), else its Host.
 */
export const publicOrigin = (req: express.Request, siteOrigin?: string) =>
  siteOrigin ?? `${req.protocol}://${req.host ?? 'localhost'}`;
