/**
 * The link-preview pictures (og:image) the site server draws: a PNG, which WhatsApp and Telegram show, where the
 * API's pictures are SVG, which they do not. `/og/<media path>.png` is a page's picture; `/og/clinic.png` is the
 * clinic's own, for pages without one.
 */
export const PREVIEW_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

export const CLINIC_PREVIEW_PATH = '/og/clinic.png';

const PREFIX = '/og';
/**
 * A picture of the API: under /media/, one to four folders, letters, digits, `_` and `-` only (no dot, no
 * escape, so no way out of /media/), ending in .svg.
 */
const MEDIA_PICTURE = /^\/media(?:\/[\w-]{1,100}){1,4}\.svg$/;

/** The preview's site path for a page's picture (a site path from the API), or the clinic's own. */
export function previewImagePath(picture: string | null | undefined): string {
  return picture && MEDIA_PICTURE.test(picture) ? `${PREFIX}${picture}.png` : CLINIC_PREVIEW_PATH;
}

/** The API picture a preview path stands for; null for any path that is not a preview of one. */
export function pictureOfPreview(path: string): string | null {
  if (!path.startsWith(`${PREFIX}/`) || !path.endsWith('.png')) return null;
  const picture = path.slice(PREFIX.length, -'.png'.length);
  return MEDIA_PICTURE.test(picture) ? picture : null;
}
