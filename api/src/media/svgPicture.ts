import { escapeHtml } from '../seed/html';

/** Picture sizes by media kind: banners are wide, their mobile versions tall, doctors portrait. */
const SIZES: Record<string, readonly [number, number]> = {
  banners: [1440, 480],
  'banners-mobile': [390, 520],
  doctors: [480, 600],
};
const DEFAULT_SIZE = [800, 600] as const;

/** FNV-1a: a stable hash, so one name always gets the same colours. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** Greedy word wrap, at most three lines, the last one cut with an ellipsis. */
function wrap(caption: string, lineLength: number): string[] {
  const lines: string[] = [];
  for (const word of caption.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= lineLength)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 3) return lines;
  return [...lines.slice(0, 2), `${(lines[2] ?? '').slice(0, lineLength - 1)}…`];
}

/** A soft purple-blue gradient with the caption centred: stands in for real photos. */
export function svgPicture(kind: string, name: string, caption: string): string {
  const [width, height] = SIZES[kind] ?? DEFAULT_SIZE;
  const seed = hash(`${kind}/${name}`);
  const hueFrom = 225 + (seed % 50);
  const hueTo = hueFrom + 25 + ((seed >>> 8) % 35);
  const circleX = Math.round(width * (0.15 + ((seed >>> 16) % 70) / 100));
  const fontSize = Math.round(Math.min(width, height) / 12);
  const lines = wrap(caption, Math.max(8, Math.floor((width * 1.6) / fontSize)));
  const firstY = height / 2 - ((lines.length - 1) * fontSize * 1.25) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<tspan x="50%" y="${Math.round(firstY + index * fontSize * 1.25)}">${escapeHtml(line)}</tspan>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeHtml(caption)}</title>`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hueFrom}, 70%, 88%)"/><stop offset="1" stop-color="hsl(${hueTo % 360}, 60%, 72%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${circleX}" cy="${Math.round(height * 0.3)}" r="${Math.round(height * 0.45)}" fill="#fff" opacity="0.18"/>`,
    `<text fill="#2e1a5c" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${text}</text>`,
    '</svg>',
  ].join('');
}
