import zlib from 'node:zlib';
import type { CompressionOptions } from 'compression';

/**
 * The compression middleware's settings (app.ts), and the same for the bodies of kept pages, which are encoded
 * once instead of on every request (render/pageBody.ts): brotli at quality 4, gzip at zlib's default level.
 */
export const COMPRESSION_SETTINGS = {
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  level: zlib.constants.Z_DEFAULT_COMPRESSION,
} satisfies CompressionOptions;

/** The encodings a kept page is sent in, in the middleware's order of preference. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];
