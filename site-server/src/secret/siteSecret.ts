import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where a generated secret is kept: the deploy root's dot-folder, beside the beacon database, never served. */
export const SITE_SECRET_FILE = '.rum/site-secret';

/** Shorter than this, an operator's SITE_SECRET is refused: an HMAC key is only as strong as its guessing cost. */
const MIN_SECRET_CHARS = 32;

/**
 * The key every site server of a deploy root signs with (view tokens, form tokens): `SITE_SECRET` when set (it
 * must be the same on every machine that serves the site), else 32 random bytes generated once and kept in
 * `<deployRoot>/.rum/site-secret` (mode 0600). The file is written under a temporary name and hard-linked into
 * place, so two site servers starting together both end up reading the one that won, never a half-written file.
 * Callers derive a key per purpose from it (HMAC of a label), so one token kind can never pass for another.
 */
export function siteSecret(deployRoot: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const given = env.SITE_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < MIN_SECRET_CHARS) {
      throw new Error(
        `SITE_SECRET must be at least ${MIN_SECRET_CHARS} characters (e.g. openssl rand -hex 32)`,
      );
    }
    return Buffer.from(given, 'utf8');
  }
  const file = path.join(deployRoot, SITE_SECRET_FILE);
  try {
    return readSecretFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
    fs.writeFileSync(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      // Another site server linked its own first: theirs is the one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  } catch (error) {
    throw new Error(
      `the site secret cannot be created at ${file} (${(error as Error).message}); set SITE_SECRET on every site server`,
    );
  }
  return readSecretFile(file);
}

function readSecretFile(file: string): Buffer {
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(text)) {
    throw new Error(`${file} is not a site secret (64 hex digits); delete it to have a new one generated`);
  }
  return Buffer.from(text, 'hex');
}
