import { Counter, Gauge, type Registry } from 'prom-client';
import type { Renderer } from '../render/renderer';
import { THREAD_ENDS } from '../render/renderWorker';

/**
 * The render threads in /metrics, read from the renderer when Prometheus scrapes (the renderer outlives any one
 * site app and counts whether or not anyone scrapes): restarts by why, crash loops given up, and the live
 * generation's ready threads. Every `reason` is there from the start at 0, so `increase()` sees the first one.
 */
export function registerRenderMetrics(registry: Registry, renderer: Renderer): void {
  new Counter({
    name: 'site_render_thread_restarts_total',
    help: 'Render threads replaced after they ended unasked, by reason: exited, crashed, hung',
    labelNames: ['reason'],
    registers: [registry],
    collect() {
      const { restarts } = renderer.threadTally();
      this.reset();
      for (const reason of THREAD_ENDS) this.inc({ reason }, restarts[reason]);
    },
  });
  new Counter({
    name: 'site_render_generations_given_up_total',
    help: 'Crash loops: a generation whose threads kept dying stopped restarting them for a while',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(renderer.threadTally().givenUp);
    },
  });
  new Gauge({
    name: 'site_render_threads_ready',
    help: 'Render threads of the live generation that can take a page now (0: every page is the static shell)',
    registers: [registry],
    collect() {
      const health = renderer.health();
      this.set('ready' in health ? health.ready : 0);
    },
  });
}
