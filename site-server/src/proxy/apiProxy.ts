import { localeOfAcceptLanguage } from '@clinic/shared/server';
import type express from 'express';
import { createProxyMiddleware, fixRequestBody } from 'http-proxy-middleware';

/** The API's paths on the site's origin: patients' browsers call /api and load /media from the same origin. */
export const API_PATHS = ['/api', '/media'];

/**
 * Mounted at `API_PATHS`. Forwards /api/* and /media/* unchanged (path, query, method, body, the API's own headers) to the API at
 * `apiOrigin`, but for the language asked: `Accept-Language` goes on as `kk` or `ru` only, by the API's own rule
 * (shared/src/api/acceptLanguage.ts), so a stranger's header (any size, any bytes) never reaches the API, and
 * what the API answers depends on nothing but those two values. Nothing here keeps an answer; the API's `Vary:
 * Accept-Language` reaches the browser (and any cache on the way) as it was sent. The API is the clinic's backend, not ours: the site server knows it only by its origin.
 * An API that cannot be reached is a 502 with the API's error shape, so the browser's API client shows its
 * Russian error and «Повторить» as for any failed request.
 */
export function apiProxy(apiOrigin: string): express.RequestHandler {
  return createProxyMiddleware<express.Request, express.Response>({
    target: apiOrigin,
    // Mounted, the router strips its path from req.url: the API is asked for the address the browser asked for.
    pathRewrite: (_path, req) => req.originalUrl,
    xfwd: true,
    proxyTimeout: 65_000, // the browser's API client gives up at 60 s
    logger: undefined,
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.setHeader('Accept-Language', localeOfAcceptLanguage(req.headers['accept-language']));
        // A booking post's body was read by the booking gate (booking/bookingApiGate.ts): sent on as it came.
        fixRequestBody(proxyReq, req);
      },
      error: (error, _req, res) => {
        console.error(`site server: API at ${apiOrigin} failed: ${error.message}`);
        if (!('headersSent' in res) || res.headersSent) return void res.end();
        res.status(502).json({ error: 'Сервис временно недоступен' });
      },
    },
  });
}
