/**
 * V8 compiles a function the first time it is called, on the main thread: on a throttled phone, compiling the
 * start-up code (React, Chakra, the federation runtime, `@clinic/shared`, a remote's page) added to every long
 * task while the server-rendered page is on screen. A script that starts with `//# allFunctionsCalledOnLoad`
 * (V8's explicit compile hints, Chrome 136+) has all its functions compiled eagerly, on a background thread
 * while it streams in. Only for the files a page runs as it starts: the shell's entry and the chunks
 * PreloadStartupChunksPlugin preloads (the start-up catalogues in every language); a remote's entry and its
 * named chunks (its exposes and the route tables' pages, which the head script downloads for a
 * server-rendered page). Everything else (the interactive kit, shared fallbacks, later pages) stays lazy.
 * Other browsers read the line as a comment.
 * A/B at 390 px (docs/ssr.md): ready −0.08 to −0.34 s, TBT halved.
 */
import type { Compiler } from '@rspack/core';
import { startupCatalogueFiles, startupFiles } from './preloadStartupChunks';

const NAME = 'CompileHintsPlugin';
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  /** The shell's start-up chunk group; a remote has none, and its named chunks are its start-up code. */
  constructor(private readonly startupGroup?: string) {}

  apply(compiler: Compiler): void {
    const { ConcatSource } = compiler.rspack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifier (which drops comments), before the precompressed copies are made.
        { name: NAME, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          const entries = [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles());
          const startup = this.startupGroup
            ? [...startupFiles(compilation, this.startupGroup), ...startupCatalogueFiles(compilation)]
            : [...compilation.chunks].filter((chunk) => chunk.name).flatMap((chunk) => [...chunk.files]);
          const files = new Set([...entries, ...startup]);
          for (const file of files) {
            if (!file.endsWith('.js') || !compilation.getAsset(file)) continue;
            compilation.updateAsset(file, (source) => new ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
