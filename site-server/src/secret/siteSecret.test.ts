// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../testing/servers';
import { SITE_SECRET_FILE, secretFromEnv, siteSecretRecord } from './siteSecret';

/** The deploy root's key, made when missing, as the site server's key ring starts from it. */
const keyOf = (root: string) => Buffer.from(siteSecretRecord(root).key, 'hex');

describe('the site secret', () => {
  it('is SITE_SECRET when set, and refuses a short one', () => {
    const given = 'x'.repeat(40);
    expect(secretFromEnv({ SITE_SECRET: given })?.toString()).toBe(given);
    expect(secretFromEnv({ SITE_SECRET: '' })).toBeNull();
    expect(() => secretFromEnv({ SITE_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('is generated once into the deploy root (mode 0600) and read back by every later caller', () => {
    const root = tempDir('secret-');
    const first = keyOf(root);
    expect(first).toHaveLength(32);
    const file = path.join(root, SITE_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(keyOf(root).equals(first)).toBe(true);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['site-secret']);
  });

  it('is the one already there when another server linked its own first', () => {
    const root = tempDir('secret-');
    const file = path.join(root, SITE_SECRET_FILE);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${'ab'.repeat(32)}\n`, { mode: 0o600 });
    expect(keyOf(root).toString('hex')).toBe('ab'.repeat(32));
  });

  it('refuses a damaged file with a message for the operator', () => {
    const root = tempDir('secret-');
    const file = path.join(root, SITE_SECRET_FILE);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'nonsense');
    expect(() => keyOf(root)).toThrow(/not a site secret/);
  });
});
