// @vitest-environment node
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { testDatabase } from '@clinic/deploy/src/testing/postgres';
import { describe, expect, it } from 'vitest';
import { beacon, field, row } from '../testing/rumBeacons';
import { tempDir } from '../testing/servers';
import { openRumStore } from './store';

/** `npm run vitals` with these settings (none of the caller's DATABASE_URL): its exit code and what it printed. */
const vitals = async (env: Record<string, string>) => {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const run = promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'vitalsMain.ts')],
    { env: { ...inherited, ...env } },
  );
  return run.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
};

describe('`npm run vitals`', () => {
  it('prints the field view of the site server’s SQLite store, a table per window', async () => {
    const rumDb = path.join(tempDir('vitals-'), 'rum.sqlite');
    const store = openRumStore({ file: rumDb, retentionMs: 86_400_000, maxRows: 1000 });
    store.add(
      beacon([row()], {
        views: 2,
        fields: [
          field({ lcp: 900, ttfb: 200, lcpElement: 'main>h1', lcpParts: [200, 0, 0, 700] }),
          field({ kind: 'home', device: 'desktop', lang: 'kk', inp: 320, inpPhase: 'inputDelay' }),
        ],
      }),
    );
    store.close();
    const { code, stdout } = await vitals({ RUM_DB: rumDb });
    expect(code).toBe(0);
    const [hour, day] = stdout.split(/\n(?=last day)/);
    for (const window of [hour, day]) {
      expect(window).toMatch(/^home +desktop +kk +— +320 ms \(1\) .* 320 ms shell or unknown, inputDelay$/m);
      expect(window).toMatch(
        /^doctors-list +phone +ru +900 ms \(1\) .* 900 ms main>h1 = 200 \+ 0 \+ 0 \+ 700/m,
      );
    }
  });

  it('reads PostgreSQL when the site server would (DATABASE_URL)', async () => {
    const databaseUrl = await testDatabase();
    const store = openRumStore({ databaseUrl, retentionMs: 86_400_000, maxRows: 1000, log: () => {} });
    store.add(beacon([row()], { fields: [field({ kind: 'analysis', cls: 0.125 })] }));
    await store.close();
    const { code, stdout } = await vitals({ DATABASE_URL: databaseUrl, RUM_DB: '/nonexistent/rum.sqlite' });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Field vitals from PostgreSQL at /);
    expect(stdout).toMatch(/^analysis +phone +ru +— +— +0\.125 \(1\)/m);
  }, 60_000);

  it('says why there is nothing to read, and exits 1: no store, a wrong deploy root, PostgreSQL away', async () => {
    const off = await vitals({ RUM_DB: 'off' });
    expect([off.code, off.stderr]).toEqual([
      1,
      expect.stringMatching(/RUM_DB=off: the site server keeps no beacons/),
    ]);
    const root = tempDir('vitals-root-');
    const missing = await vitals({ DEPLOY_ROOT: root, RUM_DB: '' });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`no beacon database at ${path.join(root, '.rum', 'rum.sqlite')}`);
    // Not made by asking: a wrong DEPLOY_ROOT must not leave an empty database behind.
    expect(fs.existsSync(path.join(root, '.rum'))).toBe(false);
    const away = await vitals({ DATABASE_URL: 'postgres://clinic:x@127.0.0.1:1/clinic' });
    expect(away.code).toBe(1);
    expect(away.stderr).toMatch(/the beacon store \(PostgreSQL at 127\.0\.0\.1:1\) did not answer/);
  }, 60_000);
});
