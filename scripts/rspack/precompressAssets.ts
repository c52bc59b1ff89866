/**
 * Writes each script and style sheet a second and third time, encoded at the best levels: `<file>.br` (brotli
 * 11) and `<file>.gz` (gzip 9). Encoding on the fly (the compression middleware: brotli 4, nginx: gzip 6) keeps
 * a server's CPU for pages; these levels are too slow for that but smaller: the shell's start-up scripts are
 * 189 KB in brotli 11 against 219 KB in brotli 4, ≈ 0.15 s less on a phone's 1.6 Mbps. The site
 * server and nginx send them to browsers that accept them; which files and encodings is written once, in
 * shared/src/federation/facts.ts. Files are immutable once built, so they are encoded once, at build time.
 */

import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  PRECOMPRESSED_ENCODINGS,
  PRECOMPRESSED_FILES,
  type PrecompressedEncoding,
} from '@clinic/shared/federation';
import type { Compiler } from '@rspack/core';

const NAME = 'PrecompressAssetsPlugin';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Below this, an encoded copy saves less than the request's own headers. */
const MIN_BYTES = 1024;

const ENCODERS: Record<PrecompressedEncoding, (raw: Buffer) => Promise<Buffer>> = {
  br: (raw) =>
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  gzip: (raw) => gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

export class PrecompressAssetsPlugin {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.rspack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minifying and hashing, and after the HTML (its tags name the plain files).
        { name: NAME, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const jobs = compilation
            .getAssets()
            .filter(({ name, source }) => PRECOMPRESSED_FILES.test(name) && source.size() >= MIN_BYTES)
            .flatMap(({ name, source }) => {
              const raw = Buffer.from(source.buffer());
              return PRECOMPRESSED_ENCODINGS.map(async ({ name: encoding, extension }) => {
                const encoded = await ENCODERS[encoding](raw);
                if (encoded.length < raw.length)
                  compilation.emitAsset(`${name}${extension}`, new RawSource(encoded));
              });
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}
