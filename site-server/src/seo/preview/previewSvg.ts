import { BRAND_COLORS, CLINIC, escapeHtml } from '@clinic/shared';
import { PREVIEW_IMAGE } from './previewPaths';

const { width, height } = PREVIEW_IMAGE;

/** The canvas of every preview: the clinic's purple, lighter at the top left, as the site's tiles. */
const canvas = (content: string) =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${BRAND_COLORS[600]}"/><stop offset="1" stop-color="${BRAND_COLORS[800]}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#brand)"/>`,
    content,
    '</svg>',
  ].join('');

const text = (x: number, y: number, size: number, fill: string, content: string, bold = false) =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}"${
    bold ? ' font-weight="bold"' : ''
  } fill="${fill}">${escapeHtml(content)}</text>`;

/** The clinic's own preview, for pages without a picture: its name, city, address, hours and phone, in Russian. */
export function clinicPreviewSvg(): string {
  const left = 80;
  return canvas(
    [
      `<circle cx="1060" cy="120" r="300" fill="#fff" opacity="0.08"/>`,
      `<circle cx="1130" cy="560" r="170" fill="#fff" opacity="0.06"/>`,
      // A white rounded square with a purple cross: a medical sign without words.
      `<rect x="${left}" y="72" width="104" height="104" rx="28" fill="#fff"/>`,
      `<path d="M${left + 40} 88h24v24h24v24h-24v24h-24v-24h-24v-24h24z" fill="${BRAND_COLORS[600]}"/>`,
      text(left, 318, 84, '#fff', CLINIC.name, true),
      text(left, 392, 40, BRAND_COLORS[100], `Анализы, диагностика и приём врачей · ${CLINIC.city}`),
      `<rect x="${left}" y="446" width="120" height="6" rx="3" fill="${BRAND_COLORS[300]}"/>`,
      text(left, 510, 30, BRAND_COLORS[100], `${CLINIC.address} · ${CLINIC.workingHoursText}`),
      text(left, 562, 36, '#fff', CLINIC.bookingPhone.label, true),
    ].join(''),
  );
}

/** A page's picture (a PNG already of the preview's height or width) whole in the middle of the canvas. */
export function framedPictureSvg(picturePng: Buffer): string {
  return canvas(
    `<image href="data:image/png;base64,${picturePng.toString('base64')}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet"/>`,
  );
}
