import path from 'node:path';
import express from 'express';

/** Remote bundles live under /mfe/<name>/<version>/: a version never changes, so cache forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound: express.RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not found');
};

/**
 * Serves the built site from its deploy root (ARCHITECTURE §3 URL layout): /mfe/* immutable, /remotes.json
 * never cached (switching a remote must take effect on the next load), index.html revalidated, and
 * every other page path is rendered on the server when `page` is given, else index.html for the client router. A missing /mfe file is a real
 * 404, so a broken remote fails loudly instead of receiving HTML.
 */
export function staticSite(
  deployRoot: string,
  /** Answers page paths instead of index.html (server rendering); gets index.html's handler as its fallback. */
  page?: (staticShell: express.RequestHandler) => express.RequestHandler,
): express.Router {
  const root = path.resolve(deployRoot);
  const indexFile = path.join(root, 'index.html');
  const router = express.Router();
  const sendIndex: express.RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexFile, (error) => error && next());
  };

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
  router.get('/remotes.json', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    res.sendFile(path.join(root, 'remotes.json'), (error) => error && next());
  });
  const sendPage = page ? page(sendIndex) : sendIndex;
  router.get('/index.html', sendIndex);
  router.get('/', sendPage);
  router.use(
    express.static(root, {
      index: false,
      redirect: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/remotes.json') return notFound(req, res, next);
    sendPage(req, res, next);
  });
  return router;
}
