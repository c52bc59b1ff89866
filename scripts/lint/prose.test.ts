import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The prose a newcomer reads: the README and docs/ as reference, within their budgets (bytes, 1 KB = 1024, as the
 * byte budgets of the code), and comments that describe the code as it is; its history is in git and
 * CHANGELOG.md.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const README_KB = 10;
const DOCS_KB = 100;
const SOURCE_FOLDERS = [
  'api',
  'bench',
  'deploy',
  'e2e',
  'mfe-analyses',
  'mfe-booking',
  'mfe-catalog',
  'mfe-doctors',
  'scripts',
  'shared',
  'shell',
  'site-server',
];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'test-results', 'playwright-report']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name) || name.startsWith('.')) return [];
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(name) ? [file] : [];
  });
}

/** Line and block comments; of those, the ones that tell history: «issue 14», «since 2.6.0». */
const COMMENTS = /\/\/.*|\/\*[\s\S]*?\*\//g;
const historyIn = (source: string) =>
  [...source.matchAll(COMMENTS)]
    .map(([comment]) => comment)
    .filter((comment) => /\b(issue #?\d+|since \d+\.\d+\.\d+)/i.test(comment));

describe('the prose', () => {
  it(`README.md is at most ${README_KB} KB`, () => {
    expect(statSync(path.join(ROOT, 'README.md')).size / 1024).toBeLessThanOrEqual(README_KB);
  });

  it(`docs/*.md are at most ${DOCS_KB} KB in all`, () => {
    const docs = readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md'));
    const bytes = docs.reduce((sum, name) => sum + statSync(path.join(ROOT, 'docs', name)).size, 0);
    expect(docs.length).toBeGreaterThan(5);
    expect(bytes / 1024).toBeLessThanOrEqual(DOCS_KB);
  });

  it('no comment in the source tells history («issue N», «since x.y.z»)', () => {
    const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(300);
    const found = files
      .filter((file) => file !== import.meta.filename)
      .flatMap((file) =>
        historyIn(readFileSync(file, 'utf8')).map((comment) => `${path.relative(ROOT, file)}: ${comment}`),
      );
    expect(found).toEqual([]);
  });

  it('the history check catches both kinds, in line and block comments', () => {
    expect(historyIn('// kept for issue 14')).toHaveLength(1);
    expect(historyIn('/**\n * Since 2.6.0 the table names its chunks.\n */')).toHaveLength(1);
    expect(historyIn('const issue = 14; // the 14th tile')).toEqual([]);
  });
});
