// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, INLINE_SCRIPTS_FILE, parseOrigins } from './contentSecurityPolicy';
import { livePolicy } from './livePolicy';
import { openLiveRoot } from './liveRoot';
import { tempRoot } from './testing/fakeDeployRoot';

const HASH = `'sha256-${'B'.repeat(43)}='`;
const OTHER = `'sha256-${'C'.repeat(43)}='`;
const origins = { remoteOrigins: ['https://mfe.diagnost.kz'], frameOrigins: [] };

const deployWith = (hashes: unknown) => {
  const root = tempRoot();
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  fs.writeFileSync(path.join(root, INLINE_SCRIPTS_FILE), JSON.stringify({ scriptHashes: hashes }));
  return root;
};

describe('the site’s one CSP', () => {
  it('allows the shell’s inline script by its hash only: no inline script else, no eval', () => {
    const policy = contentSecurityPolicy({ ...origins, scriptHashes: [HASH] });
    expect(policy).toContain(`script-src 'self' ${HASH} https://mfe.diagnost.kz;`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toMatch(/object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'$/);
    expect(() => contentSecurityPolicy({ ...origins, scriptHashes: ["'unsafe-inline'"] })).toThrow(/hash/);
    expect(() => parseOrigins('https://a.kz; script-src *', 'REMOTE_ORIGINS')).toThrow(/not an origin/);
  });

  it('follows the deployed shell: a release that changes the inline script changes the hash sent', () => {
    const root = deployWith([HASH]);
    const policy = livePolicy(openLiveRoot(root), origins);
    expect(policy()).toContain(HASH);
    fs.writeFileSync(path.join(root, INLINE_SCRIPTS_FILE), JSON.stringify({ scriptHashes: [OTHER, 'x'] }));
    expect(policy()).toContain(OTHER);
    expect(policy()).not.toContain(HASH);
    fs.rmSync(path.join(root, INLINE_SCRIPTS_FILE));
    // No file (a shell built before inline scripts): nothing inline runs.
    expect(policy()).toMatch(/script-src 'self' https:\/\/mfe\.diagnost\.kz;/);
  });
});
