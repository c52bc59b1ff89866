// @vitest-environment node
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { pngSize } from '../../testing/png';
import { PREVIEW_IMAGE } from './previewPaths';
import { clinicPreviewSvg } from './previewSvg';
import { picturePreviewPng, svgToPng } from './renderPreview';

const { width, height } = PREVIEW_IMAGE;

/** How many pixels of a preview in the rows `fromY`–`toY` are of the colour `is` accepts. */
function countPixels(
  png: Buffer,
  fromY: number,
  toY: number,
  is: (r: number, g: number, b: number) => boolean,
) {
  const decoder = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="data:image/png;base64,${png.toString('base64')}" width="${width}" height="${height}"/></svg>`;
  const { pixels } = new Resvg(decoder, { font: { loadSystemFonts: false } }).render();
  let count = 0;
  for (let index = fromY * width * 4; index < toY * width * 4; index += 4)
    if (is(pixels[index]!, pixels[index + 1]!, pixels[index + 2]!)) count++;
  return count;
}
const white = (r: number, g: number, b: number) => r > 240 && g > 240 && b > 240;
const dark = (r: number, g: number, b: number) => r < 90 && g < 60 && b < 120;

/** An SVG of the API's kind: a light picture with a dark Russian caption in its middle, in Arial. */
const picture = (w: number, h: number, extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#e6ddff"/>${extra}<text x="50%" y="50%" fill="#2e1a5c" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(h / 10)}" text-anchor="middle">Врач клиники</text></svg>`;

describe('link-preview pictures', { timeout: 20_000 }, () => {
  it('draws the clinic’s own preview as a 1200×630 PNG with its Russian name on it (the fonts are there)', async () => {
    const png = await svgToPng(clinicPreviewSvg());
    expect(pngSize(png)).toEqual({ width, height });
    // The title «Клиника «Диагност»» is white on purple: without a Cyrillic font, no white pixel at all.
    expect(countPixels(png, 240, 330, white)).toBeGreaterThan(5000);
  });

  it('fits a portrait and a wide picture whole into 1200×630, with their Russian caption', async () => {
    for (const [w, h] of [
      [480, 600],
      [1440, 480],
      [800, 600],
    ] as const) {
      const png = await picturePreviewPng(picture(w, h));
      expect(pngSize(png!), `${w}×${h}`).toEqual({ width, height });
      expect(countPixels(png!, 250, 330, dark), `${w}×${h}`).toBeGreaterThan(300);
    }
  });

  it('draws a portrait on the clinic’s purple, not stretched over the whole preview', async () => {
    const png = (await picturePreviewPng(picture(480, 600)))!;
    const purple = (r: number, g: number, b: number) => b > 120 && r < 120 && g < 80;
    const lilac = (r: number, g: number, b: number) => r > 200 && g > 200 && b > 240;
    expect(countPixels(png, 0, 1, purple)).toBeGreaterThan(600); // the sides
    expect(countPixels(png, 0, 1, lilac)).toBeGreaterThan(400); // the picture, 504 px wide
  });

  it('refuses a picture that is no SVG, has no size, or names anything outside itself', async () => {
    for (const svg of [
      'not an svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="10"/>',
      picture(800, 600, '<image href="/usr/share/pixmaps/debian-logo.png" width="10" height="10"/>'),
      picture(800, 600, '<image xlink:href=\'file:///etc/x.png\' width="10" height="10"/>'),
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "/etc/x.png">]>${picture(800, 600)}`,
    ])
      expect(await picturePreviewPng(svg), svg.slice(0, 60)).toBeNull();
  });

  it('keeps a picture’s own references and embedded data', async () => {
    const gradient =
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><use href="#g"/><image href="data:image/png;base64,AA==" width="1" height="1"/>';
    expect(await picturePreviewPng(picture(800, 600, gradient))).not.toBeNull();
  });
});
