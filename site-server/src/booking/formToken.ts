import { createHmac, randomBytes } from 'node:crypto';
import { type KeyRing, purposeRing, signedByOne } from '../secret/keyRing';

/**
 * A booking form's token: signed by the site server when it served the form, for that form's address. The form
 * posts it back (a cookie scoped to the form's path, SameSite=Strict: another site's page cannot post with it),
 * so a post proves it came from a form this site served, to the same target, at least a moment later.
 */
export interface FormToken {
  /** When the form was served (ms). */
  issuedAt: number;
  /** The form's own address: a token for one booking page is no good on another. */
  path: string;
  /** Spent once per booking (guardStore's useOnce). */
  nonce: string;
}

export const FORM_TOKEN_COOKIE = 'booking_form';
/** A form left open this long is served afresh (the patient sees it again with what they typed). */
export const FORM_TOKEN_MAX_AGE_MS = 2 * 3_600_000;

export type FormTokenProblem = 'missing' | 'forged' | 'expired' | 'other-form' | 'too-fast';

/** The keys of this token kind: derived from the site secret's, so no other token of the site passes for one. */
export const formTokenKeys = (secret: Buffer | KeyRing): KeyRing => purposeRing(secret, 'booking form token');
export const formTokenKey = (secret: Buffer): Buffer => formTokenKeys(secret).current();

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export function issueFormToken(key: Buffer, path: string, now: number): string {
  const body = Buffer.from(
    JSON.stringify({ issuedAt: now, path, nonce: randomBytes(12).toString('base64url') }),
  ).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

/**
 * The token if it is this site's (signed with one of `keys`: the current one, during a rotation the previous one),
 * for this form, neither too old nor too young; else what is wrong with it.
 */
export function readFormToken(
  keys: Buffer | readonly Buffer[],
  value: string | undefined,
  path: string,
  now: number,
  minFillMs: number,
): { ok: true; token: FormToken } | { ok: false; problem: FormTokenProblem } {
  if (!value) return { ok: false, problem: 'missing' };
  const [body = '', signature = ''] = value.split('.');
  const given = Buffer.from(signature);
  if (!signedByOne(given, [keys].flat(), (key) => Buffer.from(sign(key, body))))
    return { ok: false, problem: 'forged' };
  let token: FormToken;
  try {
    token = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as FormToken;
  } catch {
    return { ok: false, problem: 'forged' };
  }
  if (token.path !== path) return { ok: false, problem: 'other-form' };
  const age = now - token.issuedAt;
  if (!(age <= FORM_TOKEN_MAX_AGE_MS)) return { ok: false, problem: 'expired' };
  if (age < minFillMs) return { ok: false, problem: 'too-fast' };
  return { ok: true, token };
}
