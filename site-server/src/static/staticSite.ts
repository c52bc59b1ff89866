import path from 'node:path';
import express from 'express';
import type { VisitorVersions } from '../visitors/visitorVersions';
import { precompressed } from './precompressed';

/** Remote bundles live under /mfe/<name>/<version>/: a version never changes, so cache forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const hasExtension = (urlPath: string) => /\.[^/]*$/.test(urlPath);

const notFound: express.RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not found');
};

/**
 * The deploy root's files (docs/operations.md): /mfe/* immutable, /remotes.json never cached (switching a
 * remote must take effect on the next load), index.html and the shell's files revalidated. A missing /mfe file or
 * /remotes.json is a real 404, so a broken remote fails loudly instead of receiving HTML. Page paths go on to the
 * next step (pipeline/serverPage.ts, then pipeline/pageFallback.ts). Scripts and styles go as the build encoded them
 * (brotli 11, gzip 9) to browsers that accept it.
 */
export function staticSite(deployRoot: string, versions: VisitorVersions): express.Router {
  const root = path.resolve(deployRoot);
  const router = express.Router();
  // Scripts and styles as the build encoded them, for the browsers that accept it; the rules below still apply.
  router.use(precompressed(root));
  router.use(
    '/mfe',
    express.static(path.join(root, 'mfe'), {
      index: false,
      redirect: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
    }),
    notFound,
  );
  // The release tool's own files say nothing a browser needs (history, canaries, their policy): as nginx, 404.
  router.get(['/releases.json', '/canary.json', '/canary-policy.json'], notFound);
  router.get('/remotes.json', (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    // While a canary runs or a preview is held, the visitor's own map: the same versions as their pages.
    if (versions.personal(req)) return void res.json(versions.remotesFor(req, res));
    res.sendFile(path.join(root, 'remotes.json'), (error) => error && notFound(req, res, next));
  });
  router.get('/index.html', (_req, res, next) => {
    res.set('Cache-Control', 'no-cache');
    res.sendFile(path.join(root, 'index.html'), (error) => error && next());
  });
  const shellFiles = express.static(root, {
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  });
  // Every file of the deploy root has an extension and no page address does: a page goes on without a look on
  // disk (a `stat` per page, which at 100 uncached pages a second is work the main thread does for nothing).
  router.use((req, res, next) => (hasExtension(req.path) ? shellFiles(req, res, next) : next()));
  return router;
}
