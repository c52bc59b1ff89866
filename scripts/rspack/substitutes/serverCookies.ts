/**
 * `cookie` and `set-cookie-parser` as react-router's modules see them in the browser builds
 * (rspack.config.base.ts, `BROWSER_SUBSTITUTES`). Only react-router's server helpers use them (`createCookie`,
 * the cookie sessions, a data response's `Set-Cookie`), which no browser code of the site calls, and the minifier
 * drops every use; but both packages are CommonJS, so their code stayed in the router's chunk of every page
 * (1.7 KB gzip). A call would mean browser code started using a server helper: it fails, saying so.
 */
function serverOnly(name: string): never {
  throw new Error(`${name}: react-router's cookie helpers are server APIs, not in the browser builds`);
}

export function parse(): never {
  return serverOnly('parse');
}

export function serialize(): never {
  return serverOnly('serialize');
}

export function splitCookiesString(): never {
  return serverOnly('splitCookiesString');
}
