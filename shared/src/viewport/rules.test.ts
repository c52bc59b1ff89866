import { describe, expect, it } from 'vitest';
import { isMobileWidth, viewportForWidth, zoomBandsCss, zoomForWidth } from './rules';

describe('breakpoint (SPEC §2: mobile when the window is narrower than 640 px)', () => {
  it('is mobile at 639 and desktop at 640', () => {
    expect(isMobileWidth(639)).toBe(true);
    expect(isMobileWidth(640)).toBe(false);
  });
});

describe('zoom bands (SPEC §2: 90% at 1500–1600, 80% at 720–1499, otherwise 100%)', () => {
  it.each([
    [719, 1],
    [720, 0.8],
    [1499, 0.8],
    [1500, 0.9],
    [1600, 0.9],
    [1601, 1],
    [390, 1],
  ])('width %i gives zoom %f', (width, zoom) => {
    expect(zoomForWidth(width)).toBe(zoom);
  });

  it('combines both into the viewport', () => {
    expect(viewportForWidth(1280)).toEqual({ width: 1280, isMobile: false, zoom: 0.8 });
    expect(viewportForWidth(390)).toEqual({ width: 390, isMobile: true, zoom: 1 });
  });
});

describe('zoomBandsCss: the zoom bands as the root font size, for the first paint', () => {
  it('scales the rem-sized page to 90% at 1500–1600 px and 80% at 720–1499 px', () => {
    expect(zoomBandsCss()).toEqual({
      '@media (min-width: 1500px) and (max-width: 1600.98px)': { fontSize: '90%' },
      '@media (min-width: 720px) and (max-width: 1499.98px)': { fontSize: '80%' },
    });
  });
});
