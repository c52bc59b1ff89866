/**
 * Signed preview links: `<remote>@<version>` for one browser until it expires. The token is
 * base64url(JSON { r, v, e }) "." base64url(HMAC-SHA256); the key comes from PREVIEW_KEY or, when that is unset,
 * from `.preview-key` in the deploy root (made by the first `npm run preview`, readable by its owner only, and
 * never served: nginx and the site server refuse dot-files).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { deployPaths, REMOTES, type RemoteName } from './deployRoot';

export interface Preview {
  remote: RemoteName;
  version: string;
  /** Expiry, ms since the epoch. */
  expires: number;
}

export const DEFAULT_PREVIEW_HOURS = 24;
/** The query parameter of a preview link, and the cookie that keeps it for the browser that opened it. */
export const PREVIEW_PARAM = 'mfe-preview';
export const PREVIEW_COOKIE = 'mfe_preview';

const VERSION = /^\w[\w.+-]{0,63}$/;

const sign = (payload: string, key: string) =>
  crypto.createHmac('sha256', key).update(payload).digest('base64url');

export function signPreview(preview: Preview, key: string): string {
  const payload = Buffer.from(
    JSON.stringify({ r: preview.remote, v: preview.version, e: preview.expires }),
  ).toString('base64url');
  return `${payload}.${sign(payload, key)}`;
}

export type PreviewCheck =
  | { ok: true; preview: Preview }
  | { ok: false; why: 'malformed' | 'forged' | 'expired' };

/** The preview a token names, if its signature holds and it has not expired. */
export function verifyPreview(token: string, key: string, now = Date.now()): PreviewCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length || token.length > 512) return { ok: false, why: 'malformed' };
  const expected = Buffer.from(sign(payload, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return { ok: false, why: 'forged' };
  let body: { r?: unknown; v?: unknown; e?: unknown };
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, why: 'malformed' };
  }
  const { r, v, e } = body ?? {};
  if (!(REMOTES as readonly unknown[]).includes(r) || typeof v !== 'string' || !VERSION.test(v))
    return { ok: false, why: 'malformed' };
  if (typeof e !== 'number' || e <= now) return { ok: false, why: 'expired' };
  return { ok: true, preview: { remote: r as RemoteName, version: v, expires: e } };
}

/** The signing key: PREVIEW_KEY, else the deploy root's `.preview-key`; `create` makes that file when missing. */
export function previewKey(root: string, env = process.env, { create = false } = {}): string | null {
  if (env.PREVIEW_KEY) return env.PREVIEW_KEY;
  const file = deployPaths(root).previewKeyFile;
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !create) return null;
  }
  const key = crypto.randomBytes(32).toString('base64url');
  // `wx`: two commands at once agree on the first one's key.
  try {
    fs.writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
    return key;
  } catch {
    return fs.readFileSync(file, 'utf8').trim();
  }
}
