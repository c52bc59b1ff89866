import compression from 'compression';
import express from 'express';
import { collectCaptions } from './media/captions';
import { mediaRouter } from './media/mediaRouter';
import { createRequestStore } from './requests/store';
import { apiRouter } from './routes/apiRouter';
import { createSeeds } from './seed/index';

export interface AppOptions {
  /** Where requests.jsonl lives; created if missing. */
  dataDir: string;
  /** Exact number of analyses, for benchmarks; default is the realistic list. */
  analysesCount?: number;
}

/**
 * The reference API of SPEC §7 on seed data in Russian and Kazakh (by `Accept-Language`), plus generated media.
 * The site server serves the site.
 */
export function createApp(options: AppOptions): { app: express.Express; close(): void } {
  const seeds = createSeeds({ analysesCount: options.analysesCount });
  const store = createRequestStore(options.dataDir);
  const app = express();
  app.disable('x-powered-by');
  // Addresses exactly as written (routes/strictRouter.ts): `/API/…` and `/api/…/` are no addresses of this API.
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  // gzip like the production nginx, also when a browser reaches the API directly (`npm run dev`).
  app.use(compression());
  app.use((_req, res, next) => {
    res.set({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
    next();
  });
  app.use('/api', apiRouter(seeds, store));
  // The pictures are drawn with the captions of the answers that link to them (Kazakh at `?lang=kk`).
  app.use('/media', mediaRouter(collectCaptions(seeds)));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return { app, close: () => store.close() };
}
