import express from 'express';

/**
 * A router that matches an address exactly as written: case-sensitive, no trailing slash. A backend behind a
 * gate must not take as its own an address the gate does not know: the site server's booking gate and nginx
 * send only `/api/request-doctors` through their checks, so `/api/Request-Doctors` or `/api/request-doctors/`
 * must reach nothing here (docs/security.md § One way in). Express's default would match both.
 */
export const strictRouter = (): express.Router => express.Router({ caseSensitive: true, strict: true });
