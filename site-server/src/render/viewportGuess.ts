import type { IncomingHttpHeaders } from 'node:http';

/** The widths a guess stands for: a phone's, below the 640 px breakpoint, and a desktop's (SPEC §2). */
export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;

/**
 * The layout the server renders: Chromium says Sec-CH-UA-Mobile (?1 on a phone), others are read from the
 * User-Agent. A wrong guess costs one re-render in the browser after hydration, never an error.
 */
export function guessViewportWidth(headers: IncomingHttpHeaders): number {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return PHONE_WIDTH;
  if (hint === '?0') return DESKTOP_WIDTH;
  const agent = headers['user-agent'] ?? '';
  return /Mobi|Android|iPhone|iPod|Opera Mini|IEMobile/i.test(agent) ? PHONE_WIDTH : DESKTOP_WIDTH;
}
