import express from 'express';
import { PageCache } from '../../render/pageCache';
import { apiList } from '../apiList';
import type { ApiList } from '../sitemap';
import { knownPictures } from './knownPictures';
import { CLINIC_PREVIEW_PATH, pictureOfPreview } from './previewPaths';
import { clinicPreviewSvg } from './previewSvg';
import { picturePreviewPng, svgToPng } from './renderPreview';

/** The largest picture the API may send for a preview (its pictures are a few KB). */
export const MAX_PICTURE_BYTES = 1024 * 1024;
/** Previews kept in memory: about 20–100 KB each (one per picture of the API, and the clinic's). */
const KEPT_PREVIEWS = 64;
const KEEP_MS = 60 * 60_000;
/** Link previewers and caches may keep a preview a day: the API's pictures change rarely, under a new path. */
const CACHE_CONTROL = 'public, max-age=86400';
/**
 * Pictures drawn at once by one site server. A drawing runs on libuv's thread pool (4 threads), which the pages'
 * compression and file reads share: two leave them room. Beyond it a 503 with Retry-After, never a queue (a
 * previewer asks again; a flood waits nowhere).
 */
export const MAX_DRAWING = 2;
const BUSY_RETRY_S = 5;

/** Thrown by a drawing that found MAX_DRAWING under way. */
class DrawingBusy extends Error {}

/** The API's SVG at `picture` (a /media/ path); null when there is no such picture, or it is no SVG or too large. */
async function fetchPicture(apiOrigin: string, picture: string): Promise<string | null> {
  const response = await fetch(`${apiOrigin}${picture}`, { signal: AbortSignal.timeout(10_000) });
  if (response.status >= 500) throw new Error(`GET ${picture}: HTTP ${response.status}`);
  const isSvg = response.headers.get('content-type')?.startsWith('image/svg+xml');
  const declared = Number(response.headers.get('content-length'));
  if (!response.ok || !response.body || !isSvg || declared > MAX_PICTURE_BYTES) {
    await response.body?.cancel();
    return null;
  }
  // Read up to the limit, whatever the headers said.
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.byteLength;
    if (bytes > MAX_PICTURE_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * GET /og/clinic.png and /og/media/….svg.png: link-preview pictures as PNG (previewPaths.ts), drawn once and kept
 * (at most KEPT_PREVIEWS, an hour each), MAX_DRAWING at a time. Only a picture one of the site's pages shows is
 * drawn (knownPictures.ts), and only it is asked of the API: anything else, a picture the API does not have, an
 * oversized or unusable one, is a 404. The API down: 503, nothing kept.
 */
export function previewRoutes(
  apiOrigin: string,
  { maxDrawing = MAX_DRAWING, list = apiList(apiOrigin) }: { maxDrawing?: number; list?: ApiList } = {},
): express.Router {
  const router = express.Router();
  const kept = new PageCache<Buffer | null>(KEEP_MS, KEPT_PREVIEWS, (png) => png !== null);
  const isKnown = knownPictures(list);
  let drawing = 0;
  /** `draw`, unless MAX_DRAWING are under way. Identical requests share one drawing (the cache's). */
  const capped = (draw: () => Promise<Buffer | null>) => async () => {
    if (drawing >= maxDrawing) throw new DrawingBusy();
    drawing++;
    try {
      return await draw();
    } finally {
      drawing--;
    }
  };
  /** How to draw the preview at `path`; null when the path is not one of the site's. */
  const drawingOf = async (path: string) => {
    if (path === CLINIC_PREVIEW_PATH) return () => svgToPng(clinicPreviewSvg());
    const picture = pictureOfPreview(path);
    if (!picture || !(await isKnown(picture))) return null;
    return async () => {
      const svg = await fetchPicture(apiOrigin, picture);
      return svg === null ? null : picturePreviewPng(svg);
    };
  };
  router.get(/^\/og\//, async (req, res) => {
    try {
      const draw = await drawingOf(req.path);
      const png = draw && (await kept.get(req.path, capped(draw)));
      if (!png) return void res.status(404).type('text/plain').send('Not found');
      res.set('Cache-Control', CACHE_CONTROL).type('png').send(png);
    } catch (error) {
      const busy = error instanceof DrawingBusy;
      // A busy answer is expected under a flood: a log line each would be the flood's too.
      if (!busy) console.error(`[seo] ${req.path}: no preview:`, (error as Error).message);
      res
        .status(503)
        .set({ 'Retry-After': String(busy ? BUSY_RETRY_S : 60), 'Cache-Control': 'no-store' })
        .type('text/plain')
        .send('Preview unavailable');
    }
  });
  return router;
}
