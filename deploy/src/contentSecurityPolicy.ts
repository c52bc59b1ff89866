/**
 * The site's one Content-Security-Policy, sent by the site server with every answer and by nginx with the answers
 * it makes itself (deploy/nginx.conf renders this same text). Inline scripts run only by their hash, which the
 * shell's build writes beside index.html (scripts/rspack/inlineHeadScript.ts); styles need 'unsafe-inline', since
 * Chakra UI (emotion) injects <style> elements at run time.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Beside index.html in the deploy root: `{ "scriptHashes": ["'sha256-…'"] }`, the shell's inline scripts. */
export const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

export interface PolicySources {
  /** Origins serving remotes listed with an absolute URL in /remotes.json (REMOTE_ORIGINS). */
  remoteOrigins: string[];
  /** Origins the site may frame, e.g. a map (FRAME_ORIGINS). */
  frameOrigins: string[];
  /** The shell's inline scripts, as CSP hash sources. */
  scriptHashes: string[];
}

const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** `REMOTE_ORIGINS="https://a.kz, https://b.kz"` → checked origins (a quote or a semicolon would rewrite the CSP). */
export function parseOrigins(text: string | undefined, variable: string): string[] {
  const origins = (text ?? '').split(/[\s,]+/).filter(Boolean);
  const bad = origins.filter((origin) => !ORIGIN.test(origin));
  if (bad.length) throw new Error(`${variable}: not an origin (scheme://host[:port]): ${bad.join(' ')}`);
  return origins;
}

export function contentSecurityPolicy({ remoteOrigins, frameOrigins, scriptHashes }: PolicySources): string {
  const bad = scriptHashes.filter((hash) => !HASH_SOURCE.test(hash));
  if (bad.length) throw new Error(`CSP: not a sha256 hash source: ${bad.join(' ')}`);
  const remotes = remoteOrigins.join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, ...remoteOrigins].join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    `connect-src 'self' ${remotes}`,
    `frame-src 'self' ${frameOrigins.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.map((directive) => directive.trim()).join('; ');
}

/** The hashes the deployed shell's build wrote; none (no inline script allowed) when the file is missing or bad. */
export function readScriptHashes(deployRoot: string): string[] {
  try {
    const { scriptHashes } = JSON.parse(fs.readFileSync(path.join(deployRoot, INLINE_SCRIPTS_FILE), 'utf8'));
    return Array.isArray(scriptHashes) ? scriptHashes.filter((hash) => HASH_SOURCE.test(hash)) : [];
  } catch {
    return [];
  }
}
