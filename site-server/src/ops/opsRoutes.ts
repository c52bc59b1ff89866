/**
 * /ops: each remote's stable and canary versions, the canary's share, the health curves canary against stable, and
 * buttons that do what `npm run promote` and `npm run rollback` do. Behind OPS_TOKEN (opsAuth.ts), never indexed,
 * actions only as same-origin posts with the page's CSRF token.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  assertRemoteName,
  endCanary,
  parseShare,
  promote,
  REMOTES,
  readCanaries,
  readHistory,
  readLiveRemotes,
  versionOfEntry,
} from '@clinic/deploy';
import express from 'express';
import type { ApplyChange, AsyncHealthSource } from '../canary/controller';
import type { FieldWindow } from '../rum/fieldView';
import { healthSeries } from './healthSeries';
import { csrfToken, opsAuth, sameOriginPost } from './opsAuth';
import { opsPage } from './opsPage';
import type { PasswordThrottle } from './passwordThrottle';

const require = createRequire(import.meta.url);
const UPLOT = path.dirname(require.resolve('uplot/package.json'));
const FILES: Record<string, string> = {
  'uplot.js': path.join(UPLOT, 'dist', 'uPlot.iife.min.js'),
  'uplot.css': path.join(UPLOT, 'dist', 'uPlot.min.css'),
  'ops.js': path.join(import.meta.dirname, 'public', 'ops.js'),
  'ops.css': path.join(import.meta.dirname, 'public', 'ops.css'),
};

export function opsRoutes(
  deployRoot: string,
  {
    token,
    health,
    dropped,
    field,
    throttle,
    apply = async (change) => change(),
  }: {
    token: string | undefined;
    health: AsyncHealthSource | null;
    /** Beacons dropped in the last hour by reason, on every site server (rum/beaconStore.ts); shown on the page. */
    dropped?: () => Promise<Record<string, number>>;
    /** The field view's windows (rum/fieldView.ts); shown on the page. */
    field?: () => Promise<FieldWindow[]>;
    /** Wrong passwords per address (passwordThrottle.ts); by default this process's own count. */
    throttle?: PasswordThrottle;
    /**
     * How a button's change is made: on this deploy root, or with several hosts in the shared release state
     * (`changeSharedState`), which every host follows.
     */
    apply?: ApplyChange;
  },
): express.Router {
  const router = express.Router();
  router.use('/ops', opsAuth(token, throttle));

  router.get('/ops', async (req, res) => {
    const live = readLiveRemotes(deployRoot);
    const canaries = readCanaries(deployRoot);
    const remotes = REMOTES.map((remote) => ({
      remote,
      stable: versionOfEntry(remote, live[remote]),
      canary: canaries[remote],
    }));
    const notice = typeof req.query.done === 'string' ? req.query.done : undefined;
    // PostgreSQL away: the page still shows the releases and their buttons, and says so of the field view.
    const fieldView = await field?.().catch((error: Error) => ({ error: error.message }));
    res
      .type('html')
      .send(
        opsPage(
          remotes,
          readHistory(deployRoot),
          csrfToken(token ?? ''),
          notice,
          await dropped?.(),
          fieldView,
        ),
      );
  });

  router.get('/ops/series.json', async (req, res) => {
    const remote = String(req.query.remote ?? '');
    if (!(REMOTES as readonly string[]).includes(remote))
      return void res.status(400).json({ error: 'unknown remote' });
    const canary = readCanaries(deployRoot)[remote as (typeof REMOTES)[number]];
    const stable = versionOfEntry(remote, readLiveRemotes(deployRoot)[remote]);
    const versions = [canary?.version, stable].filter((v): v is string => Boolean(v));
    if (!health) return void res.status(503).json({ error: 'no beacon store (RUM is off)' });
    res.json(await healthSeries(health, remote, versions));
  });

  router.get('/ops/:file', (req, res, next) => {
    const file = FILES[req.params.file];
    if (!file) return next();
    res.sendFile(file);
  });

  const form = express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 });
  router.post('/ops/:action', form, async (req, res) => {
    if (!sameOriginPost(req, token ?? ''))
      return void res.status(403).type('text/plain').send('Refused: not a form of this page.');
    const { remote, to } = req.body as { remote?: string; to?: string };
    const { action } = req.params;
    if (action !== 'rollback' && action !== 'promote')
      return void res.status(404).type('text/plain').send('Not found');
    let done = '';
    try {
      assertRemoteName(remote);
      const reason = 'from /ops';
      const share = action === 'promote' && to ? parseShare(to, 'the share') : 100;
      await apply(() => {
        if (action === 'rollback') {
          const ended = endCanary(deployRoot, remote, { reason: `ended by an operator ${reason}` });
          done = `${remote}: the canary ${ended.version} ended`;
        } else {
          const result = promote(deployRoot, remote, share, { reason, warn: () => {} });
          done = share >= 100 ? `${remote}: ${result.version} is stable` : `${remote}: canary at ${share} %`;
        }
        return true;
      });
    } catch (error) {
      // A refusal of the release tool, or of the shared store (another change won, or it does not answer).
      done = `refused: ${(error as Error).message}`;
    }
    res.redirect(303, `/ops?done=${encodeURIComponent(done)}`);
  });
  return router;
}
