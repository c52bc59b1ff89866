/**
 * The site secret's sources: `SITE_SECRET` (the same on every machine that serves the site), else 32 random bytes
 * made once into `<deployRoot>/.rum/site-secret`. signingKeys.ts reads them once per process into the key ring
 * every signer shares; each signer derives a key per purpose from it (HMAC of a label), so one token kind can never
 * pass for another.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createKeyFile, type KeyRecord, readKeyFile } from '@clinic/deploy/src/keyFile';

/** Where a generated secret is kept: the deploy root's dot-folder, beside the beacon database, never served. */
export const SITE_SECRET_FILE = '.rum/site-secret';

/** Shorter than this, an operator's SITE_SECRET is refused: an HMAC key is only as strong as its guessing cost. */
const MIN_SECRET_CHARS = 32;
const GENERATED = /^[0-9a-f]{64}$/;

/** A generated site secret as it is kept (in the file, and with DATABASE_URL in PostgreSQL): 64 hex digits. */
export const newSiteKey = (): string => randomBytes(32).toString('hex');
export const isSiteKey = (text: string): boolean => GENERATED.test(text);

/** SITE_SECRET as the key, when it is set; a short one is refused. */
export function secretFromEnv(env: NodeJS.ProcessEnv): Buffer | null {
  const given = env.SITE_SECRET;
  if (given === undefined || given === '') return null;
  if (given.length < MIN_SECRET_CHARS) {
    throw new Error(
      `SITE_SECRET must be at least ${MIN_SECRET_CHARS} characters (e.g. openssl rand -hex 32)`,
    );
  }
  return Buffer.from(given, 'utf8');
}

/** The deploy root's site secret file: its keys (the current one; after a rotation, the previous one too). */
export function readSiteSecretFile(file: string): KeyRecord | null {
  let record: KeyRecord | null;
  try {
    record = readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code) throw error;
    record = { key: '' }; // not a record at all
  }
  if (record && !(isSiteKey(record.key) && (!record.previous || isSiteKey(record.previous.key)))) {
    throw new Error(`${file} is not a site secret (64 hex digits); delete it to have a new one generated`);
  }
  return record;
}

/**
 * The deploy root's site secret file, made when missing (mode 0600; of several site servers starting together,
 * all end up with the one that won, never a half-written file).
 */
export function siteSecretRecord(deployRoot: string): KeyRecord {
  const file = path.join(deployRoot, SITE_SECRET_FILE);
  const record = readSiteSecretFile(file);
  if (record) return record;
  try {
    createKeyFile(file, newSiteKey());
  } catch (error) {
    throw new Error(
      `the site secret cannot be created at ${file} (${(error as Error).message}); set SITE_SECRET on every site server`,
    );
  }
  return readSiteSecretFile(file) as KeyRecord;
}
