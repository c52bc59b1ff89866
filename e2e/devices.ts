import { devices } from '@playwright/test';

/**
 * The two devices every suite runs as, defined once: a desktop at 1280 px (the 0.8 zoom band) and a phone at
 * 390 px that sends a phone's User-Agent, as patients' phones do, so the server renders the phone layout for it
 * (Playwright sends `Sec-CH-UA-Mobile: ?1` only with `isMobile`).
 */
export const DESKTOP = { viewport: { width: 1280, height: 900 } };

export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
};
