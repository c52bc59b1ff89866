// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, CompileHintsPlugin } from './compileHints';
import { PrecompressAssetsPlugin } from './precompressAssets';

const FILES = {
  // Over the precompressed copies' minimum size.
  'entry.js': `import(/* webpackChunkName: "bootstrap" */ './bootstrap').then((m) => m.start());
    console.log(${JSON.stringify('Диагностическая клиника в Алматы. '.repeat(60))});`,
  'bootstrap.js': `export function start() { return import('./later').then((m) => m.later()); }
    export const named = () => import(/* webpackChunkName: "page" */ './page');`,
  'later.js': `export function later() { return 'later: ' + Math.random(); }`,
  'page.js': `export default function page() { return 'page: ' + Math.random(); }`,
};

/** A production build of the files with the plugin; the emitted files' texts by the chunk's name or id. */
async function build(plugin: CompileHintsPlugin): Promise<Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-compile-hints-'));
  for (const [name, text] of Object.entries(FILES)) fs.writeFileSync(path.join(dir, name), text);
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    output: { path: path.join(dir, 'out'), chunkFilename: '[name].[contenthash:8].js' },
    // With the precompressed copies, as the site builds them: they must carry the hint too.
    plugins: [plugin, new PrecompressAssetsPlugin()],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    }),
  );
  const out = path.join(dir, 'out');
  return Object.fromEntries(
    fs.readdirSync(out).map((file) => {
      const bytes = fs.readFileSync(path.join(out, file));
      const text = file.endsWith('.gz') ? zlib.gunzipSync(bytes) : file.endsWith('.br') ? null : bytes;
      return [file, text?.toString() ?? ''];
    }),
  );
}

const hinted = (files: Record<string, string>) =>
  Object.keys(files)
    .filter((file) => file.endsWith('.js') && files[file]?.startsWith(COMPILE_HINT))
    .map((file) => file.split('.')[0])
    .sort();

describe('compile hints (`//# allFunctionsCalledOnLoad`) on the code a page runs as it starts', () => {
  it("the shell: its entry and its start-up group's chunks, not what loads later", async () => {
    const files = await build(new CompileHintsPlugin('bootstrap'));
    expect(hinted(files)).toEqual(['bootstrap', 'main']);
    const gzipped = Object.keys(files).filter((file) => file.startsWith('main.') && file.endsWith('.js.gz'));
    expect(gzipped).toHaveLength(1);
    expect(files[gzipped[0] ?? '']?.startsWith(COMPILE_HINT)).toBe(true);
  });

  it('a remote: its entry and its named chunks (exposes, route pages), not the others', async () => {
    const files = await build(new CompileHintsPlugin());
    expect(hinted(files)).toEqual(['bootstrap', 'main', 'page']);
    expect(Object.keys(files).filter((file) => file.endsWith('.js')).length).toBe(4);
  });
});
