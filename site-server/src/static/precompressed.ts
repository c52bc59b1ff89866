import fs from 'node:fs';
import path from 'node:path';
import { PRECOMPRESSED_ENCODINGS, PRECOMPRESSED_FILES } from '@clinic/shared';
import type express from 'express';

/**
 * Sends the build's encoded copy of a script or style sheet (brotli 11 or gzip 9) to a browser that accepts it,
 * by handing the static files that copy: the compression middleware leaves an encoded answer as it is, and
 * encodes only what has no copy (brotli 4 on the fly). Asked per request, not read once at start: a release adds
 * files without a restart. `express-static-gzip` does this from a listing made once at start, so it cannot.
 */
export function precompressed(root: string): express.RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !PRECOMPRESSED_FILES.test(req.path)) return next();
    // The smallest the browser takes. Not the browser's order: Chrome lists gzip before br.
    const encoding = PRECOMPRESSED_ENCODINGS.find(({ name }) => req.acceptsEncodings(name) === name);
    res.vary('Accept-Encoding');
    if (!encoding) return next();
    let file: string;
    try {
      file = path.join(root, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!file.startsWith(root + path.sep)) return next();
    fs.stat(file + encoding.extension, (error, stat) => {
      if (error || !stat.isFile()) return next();
      res.type(path.extname(file));
      res.setHeader('Content-Encoding', encoding.name);
      const query = req.url.indexOf('?');
      req.url = `${req.path}${encoding.extension}${query === -1 ? '' : req.url.slice(query)}`;
      next();
    });
  };
}
