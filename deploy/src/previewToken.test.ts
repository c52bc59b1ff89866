// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployPaths } from './deployRoot';
import { previewLink } from './previewLink';
import { PREVIEW_PARAM, previewKey, signPreview, verifyPreview } from './previewToken';
import { addVersion, deployedSite } from './testing/fakeDeployRoot';

const KEY = 'k'.repeat(43);
const NOW = Date.parse('2026-11-25T12:00:00Z');
const preview = { remote: 'doctors' as const, version: '1.1.0-00000002', expires: NOW + 3_600_000 };

describe('signed preview tokens', () => {
  it('hold for their remote, version and expiry', () => {
    expect(verifyPreview(signPreview(preview, KEY), KEY, NOW)).toEqual({ ok: true, preview });
  });

  it('are refused when forged, altered, expired or malformed', () => {
    const token = signPreview(preview, KEY);
    expect(verifyPreview(signPreview(preview, 'another key'), KEY, NOW)).toEqual({
      ok: false,
      why: 'forged',
    });
    const [, signature] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ r: 'doctors', v: '6.6.6', e: preview.expires })).toString(
      'base64url',
    );
    expect(verifyPreview(`${altered}.${signature}`, KEY, NOW)).toEqual({ ok: false, why: 'forged' });
    expect(verifyPreview(token, KEY, preview.expires)).toEqual({ ok: false, why: 'expired' });
    for (const bad of ['', 'abc', 'a.b.c', `${'x'.repeat(600)}.y`])
      expect(verifyPreview(bad, KEY, NOW)).toMatchObject({ ok: false });
    const outside = signPreview({ ...preview, version: '../../../etc' }, KEY);
    expect(verifyPreview(outside, KEY, NOW)).toEqual({ ok: false, why: 'malformed' });
  });

  it('are signed with PREVIEW_KEY, else a key the first preview writes into the deploy root for its owner only', () => {
    const root = deployedSite();
    expect(previewKey(root, { PREVIEW_KEY: 'from-env' })).toBe('from-env');
    expect(previewKey(root, {})).toBeNull();
    const made = previewKey(root, {}, { create: true });
    expect(made).toMatch(/^[\w-]{43}$/);
    expect(fs.statSync(deployPaths(root).previewKeyFile).mode & 0o777).toBe(0o600);
    expect(previewKey(root, {})).toBe(made);
  });

  it('make a link for a version that could be released, and refuse one that could not', () => {
    const root = deployedSite();
    addVersion(root, 'doctors', '1.1.0-00000002');
    const link = previewLink(root, 'doctors', '1.1.0-00000002', '2', 'https://diagnost-clinic.kz', NOW);
    const token = new URL(link).searchParams.get(PREVIEW_PARAM) ?? '';
    expect(link.startsWith('https://diagnost-clinic.kz/?mfe-preview=')).toBe(true);
    expect(verifyPreview(token, previewKey(root, {}) ?? '', NOW)).toEqual({
      ok: true,
      preview: { remote: 'doctors', version: '1.1.0-00000002', expires: NOW + 2 * 3_600_000 },
    });
    expect(() => previewLink(root, 'doctors', '7.7.7')).toThrow(/unknown version/);
    expect(() => previewLink(root, 'doctors', '1.1.0-00000002', '0')).toThrow(/--hours/);
  });
});
