// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { PrecompressAssetsPlugin } from './precompressAssets';

/** A production build of one entry with the plugin, in a folder of its own; returns the output folder. */
async function build(source: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-precompress-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), source);
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out'), filename: 'main.[contenthash:8].js' },
    plugins: [new PrecompressAssetsPlugin()],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    }),
  );
  return path.join(dir, 'out');
}

describe('the build’s encoded copies of scripts (brotli 11, gzip 9)', () => {
  it('are the minified script as written, each smaller than it', async () => {
    const words = Array.from({ length: 400 }, (_, i) => `'услуга ${i % 37}'`).join(',');
    const out = await build(`globalThis.list = [${words}]; console.log(globalThis.list.length);`);
    const [script] = fs.readdirSync(out).filter((file) => file.endsWith('.js'));
    const plain = fs.readFileSync(path.join(out, script!));
    const br = fs.readFileSync(path.join(out, `${script}.br`));
    const gz = fs.readFileSync(path.join(out, `${script}.gz`));
    expect(zlib.brotliDecompressSync(br)).toEqual(plain);
    expect(zlib.gunzipSync(gz)).toEqual(plain);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(plain.length);
  });

  it('are not written for a script too small to gain', async () => {
    const out = await build('console.log(1);');
    expect(fs.readdirSync(out).filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });
});
