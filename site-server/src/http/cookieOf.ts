import type express from 'express';

/** One cookie's value from the Cookie header (the site reads a handful of its own cookies: no parser for that). */
export function cookieOf(req: express.Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
