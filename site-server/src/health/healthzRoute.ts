import express from 'express';
import type { Renderer } from '../render/renderer';

/**
 * `GET /healthz`: 200 `{"ok":true,…}` while the site server can render pages (the live generation has a ready
 * render thread), else 503 with why: `ssr-off` (SSR=0), `starting`, `no-server-build`, `failed-build`,
 * `no-ready-thread` (all dead or starting again), `gave-up` (a crash loop; restarts paused). The static site is
 * still served in each of those, but a balancer or a supervisor should prefer a site server that renders.
 * Cheap enough to poll every second: it reads the renderer's state, renders nothing and asks the API nothing.
 * It says nothing a stranger could use: no paths, no versions.
 */
export function healthzRoute(renderer: Renderer | undefined): express.Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    const health = renderer
      ? renderer.health()
      : { ok: false as const, reason: 'ssr-off' as const, detail: 'server rendering is off (SSR=0)' };
    res
      .status(health.ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(health);
  });
  return router;
}
