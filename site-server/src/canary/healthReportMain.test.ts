// @vitest-environment node
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { startCanary } from '@clinic/deploy';
import { addVersion, deployedSite } from '@clinic/deploy/src/testing/fakeDeployRoot';
import { describe, expect, it } from 'vitest';
import { openRumStore, type RumRow } from '../rum/store';
import { tempDir } from '../testing/servers';

const NEXT = '1.1.0-00000009';
const report = async (root: string, rumDb: string) => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'healthReportMain.ts')],
    { env: { ...process.env, DEPLOY_ROOT: root, RUM_DB: rumDb } },
  );
  return JSON.parse(stdout) as Record<string, string[]>;
};

describe('the canaries’ health report `npm run releases` prints', () => {
  it('says what the beacons say of each running canary and its stable version, as JSON', async () => {
    const root = deployedSite();
    addVersion(root, 'doctors', NEXT);
    const rumDb = path.join(tempDir('health-report-'), 'rum.sqlite');
    expect(await report(root, rumDb)).toEqual({}); // no canary
    startCanary(root, 'doctors', NEXT, 10, { warn: () => {} });
    expect(await report(root, rumDb)).toEqual({}); // no beacons yet: no database is made

    const store = openRumStore({ file: rumDb, retentionMs: 3_600_000, maxRows: 1000 });
    const row = (errors: number): RumRow => ({
      ...{ remote: 'doctors', version: NEXT, owned: true, errors, fallbacks: 0, loadFailures: 0 },
      ...{ hydrationErrors: 0, lcp: 1200, inp: null, cls: null },
    });
    const beacon = { until: Date.now() + 60_000, visitor: 'v', address: '10.0.0.1', views: 1 };
    store.add({ ...beacon, token: 'a', rows: [row(1)] });
    store.add({ ...beacon, token: 'b', rows: [row(0)] });
    store.flush();
    store.close();
    const { doctors } = await report(root, rumDb);
    expect(doctors?.[0]).toBe(
      'health since then: canary 2 views, errors 50.0 %, fallbacks 0.0 %, load failures 0.0 %, LCP p75 1200 ms',
    );
    expect(doctors?.[1]).toMatch(/^ +stable no page views yet$/);
  });
});
