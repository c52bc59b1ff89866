/**
 * Signed preview links: `<remote>@<version>` for one browser until it expires. The token is
 * base64url(JSON { r, v, e }) "." base64url(HMAC-SHA256); the key comes from PREVIEW_KEY or, when that is unset,
 * from `.preview-key` in the deploy root (made by the first `npm run preview`, readable by its owner only, and
 * never served: nginx and the site server refuse dot-files). With DATABASE_URL that file is the host's copy of
 * the key every host shares, which the site server keeps (site-server/src/secret/signingKeys.ts). After a
 * rotation (`npm run rotate-secret -- preview`) the file also holds the previous key, accepted for as long as a
 * link can live (keyFile.ts).
 */
import crypto from 'node:crypto';
import { deployPaths, REMOTES, type RemoteName } from './deployRoot';
import { acceptedKeys, createKeyFile, type KeyRecord, readKeyFile } from './keyFile';

export interface Preview {
  remote: RemoteName;
  version: string;
  /** Expiry, ms since the epoch. */
  expires: number;
}

export const DEFAULT_PREVIEW_HOURS = 24;
/** The longest a preview link may live (`--hours`). */
export const MAX_PREVIEW_HOURS = 24 * 30;
/** How long a rotated-out preview key still opens links: as long as the longest link it can have signed. */
export const PREVIEW_KEY_GRACE_MS = MAX_PREVIEW_HOURS * 3_600_000;
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

const signedBy = (payload: string, given: Buffer, key: string) => {
  const expected = Buffer.from(sign(payload, key));
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
};

/** The preview a token names, if its signature holds (with one of `keys`: current, previous) and it has not expired. */
export function verifyPreview(
  token: string,
  keys: string | readonly string[],
  now = Date.now(),
): PreviewCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length || token.length > 512) return { ok: false, why: 'malformed' };
  const given = Buffer.from(signature);
  if (![keys].flat().some((key) => signedBy(payload, given, key))) return { ok: false, why: 'forged' };
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

/** The deploy root's preview key file; a file that holds no key counts as none (a request never fails on it). */
export function previewKeyRecord(root: string): KeyRecord | null {
  try {
    return readKeyFile(deployPaths(root).previewKeyFile);
  } catch {
    return null;
  }
}

/**
 * The signing key: PREVIEW_KEY, else the deploy root's `.preview-key`; `create` makes that file when missing,
 * except with DATABASE_URL, where the key is the one every host shares and only the site server writes the file.
 */
export function previewKey(root: string, env = process.env, { create = false } = {}): string | null {
  if (env.PREVIEW_KEY) return env.PREVIEW_KEY;
  const record = previewKeyRecord(root);
  if (record || !create || env.DATABASE_URL) return record?.key ?? null;
  return createKeyFile(deployPaths(root).previewKeyFile, crypto.randomBytes(32).toString('base64url')).key;
}

/** The keys a preview link may be signed with now: PREVIEW_KEY, else the file's current and previous ones. */
export function previewKeys(root: string, env = process.env, now = Date.now()): string[] {
  return env.PREVIEW_KEY ? [env.PREVIEW_KEY] : acceptedKeys(previewKeyRecord(root), now);
}
