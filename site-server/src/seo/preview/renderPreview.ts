import fs from 'node:fs';
import { Resvg, type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js';
import { PREVIEW_IMAGE } from './previewPaths';
import { framedPictureSvg } from './previewSvg';

/**
 * Debian's fonts-dejavu-core (.ci/run installs it): DejaVu Sans has Cyrillic. resvg reads fonts from files, not
 * from fontconfig; every family a picture names (Arial, system-ui, …) falls back to it.
 */
export const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const FONT_FAMILY = 'DejaVu Sans';

const hasFontDir = fs.existsSync(FONT_DIR);
if (!hasFontDir) {
  console.warn(
    `[seo] ${FONT_DIR} is missing (apt-get install fonts-dejavu-core): previews use the system fonts`,
  );
}

const OPTIONS: ResvgRenderOptions = {
  // Only DejaVu: reading every system font on each render is slow, and DejaVu is what the pictures need.
  font: {
    loadSystemFonts: !hasFontDir,
    fontDirs: hasFontDir ? [FONT_DIR] : [],
    defaultFontFamily: FONT_FAMILY,
    sansSerifFamily: FONT_FAMILY,
  },
  logLevel: 'error',
};

/**
 * A picture that names nothing outside itself: no DTD (entities), and links only to its own elements (`#…`) or
 * to data. resvg would otherwise read an image file of this machine that a picture names by path.
 */
const SELF_CONTAINED = (svg: string) =>
  !/<!DOCTYPE|<!ENTITY/i.test(svg) && !/href\s*=\s*["']\s*(?!#|data:)/i.test(svg);

/** An SVG as a PNG; on the thread pool, never on the thread that serves pages. */
export const svgToPng = async (svg: string, fitTo?: ResvgRenderOptions['fitTo']): Promise<Buffer> =>
  (await renderAsync(svg, { ...OPTIONS, fitTo })).asPng();

/**
 * A page's picture (an SVG of the API) as a 1200×630 preview: the picture whole, as large as fits, on the
 * clinic's purple. Null for a picture that cannot be drawn (not an SVG, no size, names files outside itself).
 */
export async function picturePreviewPng(svg: string): Promise<Buffer | null> {
  if (!SELF_CONTAINED(svg)) return null;
  let size: { width: number; height: number };
  try {
    // Only the size: no fonts, quick.
    size = new Resvg(svg, {
      font: { loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
      logLevel: 'off',
    });
  } catch {
    return null;
  }
  const { width, height } = size;
  if (!(width > 0 && height > 0)) return null;
  // Drawn first at the size it takes in the preview (text needs the fonts, which a nested SVG does not get).
  const wide = width / height > PREVIEW_IMAGE.width / PREVIEW_IMAGE.height;
  const picture = await svgToPng(
    svg,
    wide ? { mode: 'width', value: PREVIEW_IMAGE.width } : { mode: 'height', value: PREVIEW_IMAGE.height },
  );
  return svgToPng(framedPictureSvg(picture));
}
