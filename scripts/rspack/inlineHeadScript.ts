/**
 * Compiles TypeScript files with no imports into one small script and writes it inline, first in index.html's
 * head: code that must run before the first paint (the tap capture, shell/src/startup/tapCapture.ts) or with the
 * head's first bytes (the rendered section's downloads, startRemoteDownloads.ts). Inline, so it waits for no
 * request; the CSP allows it by its hash, which the build writes beside index.html
 * (`INLINE_SCRIPTS_FILE`) for the site server and nginx to read (deploy/src/contentSecurityPolicy.ts).
 * Not a bundle entry: module federation would put its runtime (~90 KB) into every entry.
 */

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { INLINE_SCRIPTS_FILE } from '@clinic/deploy';
import type { Compiler, rspack } from '@rspack/core';

const NAME = 'InlineHeadScriptPlugin';

export interface HeadScript {
  /** The TypeScript source, absolute; it may only `export` (it is compiled alone, not bundled). */
  file: string;
  /** What the script runs: one of the file's exports, with arguments written as JavaScript. */
  start: { call: string; args: string[] };
}

/** A CSP source that allows exactly this inline script: `'sha256-<base64>'`. */
export const cspHashOf = (code: string): string =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The text of each script in the page that runs and has no `src` (JSON data blocks are not scripts to a CSP). */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc=|\btype="?application\/(ld\+)?json/i.test(attributes))
    .map(([, , text = '']) => text);
}

export class InlineHeadScriptPlugin {
  /** The scripts, run in this order. */
  constructor(private readonly scripts: readonly HeadScript[]) {}

  /** The script's text: each file as CommonJS inside a function that gives it its own `exports`, then its call. */
  async compile(bundler: typeof rspack): Promise<string> {
    const { swc } = bundler.experiments;
    const parts = await Promise.all(
      this.scripts.map(async ({ file, start }) => {
        const { code } = await swc.transform(fs.readFileSync(file, 'utf8'), {
          filename: file,
          jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
          module: { type: 'commonjs' },
        });
        return `(function(exports){${code}\nexports.${start.call}(${start.args.join(',')});})({});`;
      }),
    );
    // `</script` inside would end the element early; the compiled code has none, and must keep having none.
    const minified = (await swc.minify(parts.join('\n'), { compress: true, mangle: true })).code;
    if (/<\/script/i.test(minified))
      throw new Error(`${NAME}: the head script compiles to text with </script`);
    return minified;
  }

  apply(compiler: Compiler): void {
    let code: string | null = null;
    // Compiled before each compilation (a watched rebuild too), so the page's tags can carry it.
    compiler.hooks.beforeCompile.tapPromise(NAME, async () => {
      code = await this.compile(compiler.rspack);
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      for (const { file } of this.scripts) compilation.fileDependencies.add(file);
      // Hashed as written in the page: the HTML plugin minifies inline scripts once more, after this plugin.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          const scriptHashes = inlineScriptsOf(page.source.source().toString()).map(cspHashOf);
          compilation.emitAsset(
            INLINE_SCRIPTS_FILE,
            new compiler.rspack.sources.RawSource(JSON.stringify({ scriptHashes })),
          );
        },
      );
    });
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compiler.rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        if (code !== null) {
          data.assetTags.styles.unshift({
            tagName: 'script',
            voidTag: false,
            attributes: {},
            innerHTML: code,
          });
        }
        return data;
      });
    });
  }
}
