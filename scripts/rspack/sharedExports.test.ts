import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPORTS_IN_USE } from './sharedExports';

const root = path.resolve(import.meta.dirname, '../..');
const APPS = [
  'shared/src',
  'shell/src',
  'mfe-catalog/src',
  'mfe-analyses/src',
  'mfe-doctors/src',
  'mfe-booking/src',
];

function sources(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file, pattern);
    // Tests and the server builds' entries (`server.tsx`: no federation there) are not browser code.
    const browser = !/\.test\.|\.spec\.|^server\.tsx?$/.test(name) && !file.includes('/testing/');
    return pattern.test(name) && browser ? [file] : [];
  });
}

/** The names a source imports from `pkg` (or a file of it: effector-react imports `effector/effector.mjs`). */
function importedNames(source: string, pkg: string): string[] {
  const from = new RegExp(
    `import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${pkg.replace('/', '\\/')}(?:\\/[\\w.-]+\\.m?js)?['"]`,
    'g',
  );
  return [...source.matchAll(from)].flatMap(([, names]) =>
    (names ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!),
  );
}

/** Who else imports each package in the browser: effector-react imports effector, Chakra @emotion/react. */
const LIBRARIES: Record<string, string[]> = {
  effector: ['node_modules/effector-react/effector-react.mjs'],
  '@emotion/react': sources(path.join(root, 'node_modules/@chakra-ui/react/dist/esm'), /\.m?js$/).map(
    (file) => path.relative(root, file),
  ),
};

describe('shared modules built with only the exports in use (scripts/rspack/sharedExports.ts)', () => {
  const appFiles = APPS.flatMap((dir) => sources(path.join(root, dir), /\.tsx?$/));
  for (const [pkg, listed] of Object.entries(EXPORTS_IN_USE)) {
    it(`${pkg}: every export the apps and libraries import is listed`, () => {
      const files = [...appFiles, ...(LIBRARIES[pkg] ?? []).map((file) => path.join(root, file))];
      const imported = new Set(files.flatMap((file) => importedNames(readFileSync(file, 'utf8'), pkg)));
      expect(imported.size).toBeGreaterThan(0);
      expect([...imported].filter((name) => !(listed as readonly string[]).includes(name))).toEqual([]);
    });
  }
});
