/** The benchmark's phone (Lighthouse's mobile throttling), also used by the e2e's throttled first-tap suite. */
export declare const THROTTLING: { cpuSlowdown: number; rttMs: number; downKbps: number; upKbps: number };
/** Puts a Playwright page on that phone (CPU, latency and bandwidth, through the DevTools protocol). */
export declare function throttlePhone(page: import('@playwright/test').Page): Promise<void>;
