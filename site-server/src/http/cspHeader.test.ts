// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, INLINE_SCRIPTS_FILE } from '@clinic/deploy';
import { afterAll, describe, expect, it } from 'vitest';
import { type Running, startSite, tempDir } from '../testing/servers';

const HASH = `'sha256-${'B'.repeat(43)}='`;
const origins = { remoteOrigins: ['https://mfe.diagnost.kz'], frameOrigins: [] };
const stops: Running[] = [];
afterAll(() => Promise.all(stops.map((site) => site.stop())));

describe('the site server’s CSP header', () => {
  it('is sent by the site server with every answer, pages and errors alike', async () => {
    const site = await startSite(deployedShell(), 'http://127.0.0.1:9', { cspOrigins: origins });
    stops.push(site);
    for (const address of ['/', '/no-such-file.js', '/%00']) {
      const response = await fetch(`${site.baseUrl}${address}`);
      expect(response.headers.get('content-security-policy'), address).toBe(
        contentSecurityPolicy({ ...origins, scriptHashes: [HASH] }),
      );
    }
  });
});

function deployedShell() {
  const root = tempDir('csp-');
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  fs.writeFileSync(path.join(root, INLINE_SCRIPTS_FILE), JSON.stringify({ scriptHashes: [HASH] }));
  return root;
}
