// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployPaths } from './deployRoot';
import {
  acceptedKeys,
  createKeyFile,
  formatKeyRecord,
  parseKeyRecord,
  readKeyFile,
  rotatedRecord,
  writeKeyFile,
} from './keyFile';
import { PREVIEW_KEY_GRACE_MS, previewKey, previewKeys } from './previewToken';
import { deployedSite } from './testing/fakeDeployRoot';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('a key file', () => {
  it('holds the current key, and after a rotation the previous one until its time', () => {
    const rotated = rotatedRecord({ key: 'old' }, 'new', { graceMs: 1000, now: NOW });
    expect(rotated).toEqual({ key: 'new', previous: { key: 'old', until: NOW + 1000 } });
    expect(parseKeyRecord(formatKeyRecord(rotated))).toEqual(rotated);
    expect(acceptedKeys(rotated, NOW + 999)).toEqual(['new', 'old']);
    expect(acceptedKeys(rotated, NOW + 1000)).toEqual(['new']);
    expect(rotatedRecord(rotated, 'newer', { graceMs: 1000, now: NOW, revoke: true })).toEqual({
      key: 'newer',
    });
    expect(rotatedRecord(null, 'first', { graceMs: 1000 })).toEqual({ key: 'first' });
    // Today's files, one key on one line, read as they are.
    expect(parseKeyRecord('abc\n')).toEqual({ key: 'abc' });
    for (const bad of ['', 'a b', 'a\nb', 'a\nb 1\nc', 'a\nb x']) expect(parseKeyRecord(bad)).toBeNull();
  });

  it('is made once (the first of two makers wins), replaced whole, and readable by its owner only', () => {
    const file = path.join(deployedSite(), '.keys', 'key');
    expect(readKeyFile(file)).toBeNull();
    expect(createKeyFile(file, 'first')).toEqual({ key: 'first' });
    expect(createKeyFile(file, 'second')).toEqual({ key: 'first' });
    writeKeyFile(file, { key: 'third', previous: { key: 'first', until: NOW } });
    expect(readKeyFile(file)).toEqual({ key: 'third', previous: { key: 'first', until: NOW } });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['key']);
    fs.writeFileSync(file, '');
    expect(() => readKeyFile(file)).toThrow(/holds no key/);
  });

  it('gives preview links the keys they may be signed with; with DATABASE_URL only the site server makes it', () => {
    const root = deployedSite();
    expect(previewKey(root, { DATABASE_URL: 'postgres://db/clinic' }, { create: true })).toBeNull();
    expect(previewKeys(root, {})).toEqual([]);
    const made = previewKey(root, {}, { create: true }) ?? '';
    const file = deployPaths(root).previewKeyFile;
    writeKeyFile(
      file,
      rotatedRecord(readKeyFile(file), 'rotated', { graceMs: PREVIEW_KEY_GRACE_MS, now: NOW }),
    );
    expect(previewKey(root, {})).toBe('rotated');
    expect(previewKeys(root, {}, NOW + PREVIEW_KEY_GRACE_MS - 1)).toEqual(['rotated', made]);
    expect(previewKeys(root, {}, NOW + PREVIEW_KEY_GRACE_MS)).toEqual(['rotated']);
    expect(previewKeys(root, { PREVIEW_KEY: 'from-env' })).toEqual(['from-env']);
    fs.writeFileSync(file, 'two words');
    expect(previewKeys(root, {})).toEqual([]); // a damaged file is no key, never a failed request
  });
});
