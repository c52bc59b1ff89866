import type { HostSync } from '@clinic/deploy';
import express from 'express';
import type { Renderer } from '../render/renderer';

/**
 * `GET /healthz`: 200 `{"ok":true,…}` while the site server can render pages (the live generation has a ready
 * render thread), else 503 with why: `ssr-off` (SSR=0), `starting`, `no-server-build`, `failed-build`,
 * `no-ready-thread` (all dead or starting again), `gave-up` (a crash loop; restarts paused). The static site is
 * still served in each of those, but a balancer or a supervisor should prefer a site server that renders.
 * With several hosts, `degraded` lists what this host does without (the shared release store away: it serves
 * its last release state and takes no new one); that is still a 200, a balancer keeps sending patients.
 * Cheap enough to poll every second: it reads the renderer's state, renders nothing and asks the API nothing.
 * It says nothing a stranger could use: no paths, no versions.
 */
export function healthzRoute(
  renderer: Renderer | undefined,
  hostSync?: Pick<HostSync, 'status'>,
): express.Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    const health = renderer
      ? renderer.health()
      : { ok: false as const, reason: 'ssr-off' as const, detail: 'server rendering is off (SSR=0)' };
    const sync = hostSync?.status();
    const degraded = sync && !sync.ok ? [sync.reason ?? 'releases not synced'] : [];
    res
      .status(health.ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(degraded.length ? { ...health, degraded } : health);
  });
  return router;
}
