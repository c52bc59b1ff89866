/**
 * Compiles one TypeScript file with no imports into a small script of its own and puts it first in
 * index.html's head as a blocking `<script src>`: code that must run before the first paint (the tap capture,
 * shell/src/startup/tapCapture.ts). An external file, since the CSP allows no inline script. Not a bundle
 * entry: module federation would put its runtime (~90 KB) into every entry.
 */

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Compiler, rspack } from '@rspack/core';

const NAME = 'BlockingHeadScriptPlugin';

export interface HeadScript {
  /** The file's name before its hash: 'tap-capture' → `tap-capture.<hash>.js`. */
  name: string;
  /** The TypeScript source, absolute; it may only `export` (it is compiled alone, not bundled). */
  file: string;
  /** What the script runs: one of the file's exports, with arguments written as JavaScript. */
  start: { call: string; args: string[] };
}

export class BlockingHeadScriptPlugin {
  constructor(private readonly script: HeadScript) {}

  /** The script's text: the file as CommonJS inside a function that gives it its own `exports`, then the call. */
  async compile(bundler: typeof rspack): Promise<string> {
    const { swc } = bundler.experiments;
    const { file, start } = this.script;
    const { code } = await swc.transform(fs.readFileSync(file, 'utf8'), {
      filename: file,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
      module: { type: 'commonjs' },
    });
    const wrapped = `(function(exports){${code}\nexports.${start.call}(${start.args.join(',')});})({});`;
    return (await swc.minify(wrapped, { compress: true, mangle: true })).code;
  }

  apply(compiler: Compiler): void {
    let asset: { file: string; code: string } | null = null;
    // Compiled before each compilation (a watched rebuild too), so the page's tags can name it.
    compiler.hooks.beforeCompile.tapPromise(NAME, async () => {
      const code = await this.compile(compiler.rspack);
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
      asset = { file: `${this.script.name}.${hash}.js`, code };
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(this.script.file);
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (asset) compilation.emitAsset(asset.file, new compiler.rspack.sources.RawSource(asset.code));
        },
      );
    });
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compiler.rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        if (asset) {
          data.assetTags.styles.unshift({
            tagName: 'script',
            voidTag: false,
            attributes: { src: `${data.publicPath}${asset.file}` },
          });
        }
        return data;
      });
    });
  }
}
