import { describe, expect, it } from 'vitest';
import { layoutWidth } from './layoutWidth';

const windowOf = (innerWidth: number, rootWidth: number) =>
  ({ innerWidth, document: { documentElement: { clientWidth: rootWidth } } }) as unknown as Window;

describe('the width the page is laid out for', () => {
  it('is innerWidth, a desktop scrollbar included, as CSS media queries count it', () => {
    expect(layoutWidth(windowOf(1280, 1265))).toBe(1280);
    expect(layoutWidth(windowOf(390, 390))).toBe(390);
  });

  it('is the screen’s on a phone zoomed out to a page wider than the screen', () => {
    expect(layoutWidth(windowOf(1117, 390))).toBe(390);
  });

  it('is innerWidth where the root has no width yet', () => {
    expect(layoutWidth(windowOf(390, 0))).toBe(390);
  });
});
