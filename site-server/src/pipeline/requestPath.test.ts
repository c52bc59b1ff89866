// @vitest-environment node
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSiteApp } from '../app';
import { DEFAULT_BOOKING_SETTINGS } from '../booking/bookingSettings';
import { openGuardStore } from '../booking/guardStore';
import { shellBuild, useFakeDeploy } from '../testing/fakeDeploy';

const { root, deploy, startRenderer } = useFakeDeploy();
const SITE_SERVER_SRC = path.resolve(import.meta.dirname, '..');
const SSR_DOC = path.resolve(SITE_SERVER_SRC, '../../docs/ssr.md');

/** The files docs/ssr.md lists under "The files of a page request", as `site-server/src/…` paths. */
function documentedFiles(): string[] {
  const doc = fs.readFileSync(SSR_DOC, 'utf8');
  const section = doc.split('### The files of a page request')[1]?.split('\n#')[0] ?? '';
  return [...section.matchAll(/`([\w/]+\.ts)`/g)].map(([, file]) => file ?? '').sort();
}

/**
 * The site-server files in which a function ran while `act` did, from V8's precise coverage of this process.
 * A module's top level is not a call: importing a file is not following it.
 */
async function filesRunBy(act: () => Promise<void>): Promise<string[]> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await session.post('Profiler.takePreciseCoverage'); // counts from here
    await act();
    const { result } = await session.post('Profiler.takePreciseCoverage');
    const files = new Set<string>();
    for (const script of result) {
      const file = script.url.replace(/^file:\/\//, '');
      if (!file.startsWith(`${SITE_SERVER_SRC}/`) || /\.test\.ts$|\/testing\//.test(file)) continue;
      const ran = script.functions.some(
        (fn) => (fn.ranges[0]?.startOffset ?? 0) > 0 && (fn.ranges[0]?.count ?? 0) > 0,
      );
      if (ran) files.add(path.relative(SITE_SERVER_SRC, file));
    }
    return [...files].sort();
  } finally {
    await session.post('Profiler.stopPreciseCoverage');
    session.disconnect();
  }
}

/**
 * How many files of site-server/src a newcomer follows for one page: the number may only go down (the goal is
 * twelve), and docs/ssr.md lists exactly these.
 */
const MOST_FILES = 22;

describe('the path of a page request through the site server', { timeout: 60_000 }, () => {
  it('runs code in the files docs/ssr.md lists, and no more than it did', async () => {
    deploy('shell.a.js', shellBuild('A'));
    fs.writeFileSync(
      path.join(root(), 'index.html'),
      '<html><head><title>Клиника</title></head><body><div id="root"></div></body></html>',
    );
    const renderer = await startRenderer();
    const server: http.Server = createSiteApp({
      deployRoot: root(),
      apiOrigin: 'http://127.0.0.1:9',
      pages: { renderer, budgetMs: 10_000 },
      bookings: { secret: randomBytes(32), store: openGuardStore(null), settings: DEFAULT_BOOKING_SETTINGS },
    }).listen(0);
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // Warm, as a page request usually finds the server: each first use (a thread, a cache) is behind it.
      for (const url of ['/contacts', '/about']) expect((await fetch(base + url)).status).toBe(200);
      let status = 0;
      const files = await filesRunBy(async () => {
        const page = await fetch(`${base}/doctors-list/list`);
        await page.text();
        status = page.status;
      });
      expect(status).toBe(200);
      expect(files.length, files.join('\n')).toBeLessThanOrEqual(MOST_FILES);
      expect(files, 'docs/ssr.md, The files of a page request').toEqual(documentedFiles());
    } finally {
      server.close();
    }
  });
});
