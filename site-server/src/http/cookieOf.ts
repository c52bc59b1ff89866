import type express from 'express';

/**
 * One cookie's value from a `Cookie` header, or from a `Set-Cookie` line (its first pair is the cookie; its
 * attributes are never a cookie's name). The site reads a handful of its own cookies: no parser for that.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** One cookie's value from the request's `Cookie` header. */
export const cookieOf = (req: express.Request, name: string): string | undefined =>
  cookieValue(req.headers.cookie, name);
