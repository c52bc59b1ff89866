import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The version range an app requires of a shared singleton: its own package.json's, else `^` the installed
 * version (a package it only gets through another, as the remotes get @emotion/react through Chakra).
 *
 * Left to the plugin, each import gets its importer's range (`react` from react-dom, the router, emotion and
 * Chakra each with their peer range), and each range is one more consume module and one more entry in the
 * share mapping of every remote entry and of the shell's main.js: the catalogue's entry asked for `react`
 * under eight ranges. One range per package: −0.9 KB gzip on `/`, one file fewer.
 */
export function requiredVersionOf(pkg: string, appDir: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  const own: Record<string, string> = require('./package.json').dependencies ?? {};
  // A subpath (`react-dom/client`, `react/jsx-runtime`) is its package's.
  const name = pkg
    .split('/')
    .slice(0, pkg.startsWith('@') ? 2 : 1)
    .join('/');
  return own[name] ?? `^${require(`${name}/package.json`).version}`;
}
