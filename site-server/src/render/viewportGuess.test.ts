import { describe, expect, it } from 'vitest';
import { DESKTOP_WIDTH, guessViewportWidth, PHONE_WIDTH } from './viewportGuess';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

describe('guessViewportWidth: the layout the server renders (SPEC §2: mobile below 640 px)', () => {
  it('believes Sec-CH-UA-Mobile first', () => {
    expect(guessViewportWidth({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP })).toBe(PHONE_WIDTH);
    expect(guessViewportWidth({ 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID })).toBe(DESKTOP_WIDTH);
  });

  it('reads phones from the User-Agent otherwise, and renders the desktop layout for anything else', () => {
    expect(guessViewportWidth({ 'user-agent': IPHONE })).toBe(PHONE_WIDTH);
    expect(guessViewportWidth({ 'user-agent': ANDROID })).toBe(PHONE_WIDTH);
    expect(guessViewportWidth({ 'user-agent': DESKTOP })).toBe(DESKTOP_WIDTH);
    expect(guessViewportWidth({})).toBe(DESKTOP_WIDTH);
    expect(PHONE_WIDTH).toBeLessThan(640);
    expect(DESKTOP_WIDTH).toBeGreaterThanOrEqual(640);
  });
});
