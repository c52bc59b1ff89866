import type { BookingRequest } from '@clinic/shared';
import type { Page } from '@playwright/test';

interface SharedEntry {
  loaded?: boolean;
  lib?: () => { bookingRequested: { watch: (fn: (request: BookingRequest) => void) => void } };
}
type ShareScopes = Record<string, { default?: Record<string, Record<string, SharedEntry>> }>;

/**
 * Listens to `bookingRequested` on the page's one bus (the @clinic/shared singleton the shell loaded) and
 * returns a reader of every request fired since. Asserting the event itself keeps a test independent of how
 * the booking remote's dialog looks. Call it once the page has rendered.
 */
export async function recordBookings(page: Page): Promise<() => Promise<BookingRequest[]>> {
  await page.evaluate(() => {
    const win = window as unknown as { __FEDERATION__: { __SHARE__: ShareScopes }; __bookings?: unknown[] };
    if (win.__bookings) return;
    const entries = Object.values(win.__FEDERATION__.__SHARE__).flatMap((scopes) =>
      Object.values(scopes.default?.['@clinic/shared'] ?? {}),
    );
    const shared = entries.find((entry) => entry.loaded && entry.lib)?.lib?.();
    if (!shared) throw new Error('@clinic/shared is not loaded on this page');
    const bookings: unknown[] = [];
    win.__bookings = bookings;
    shared.bookingRequested.watch((request) => bookings.push(request));
  });
  return () => page.evaluate(() => (window as unknown as { __bookings: BookingRequest[] }).__bookings);
}
