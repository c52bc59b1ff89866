// Not the package's index: the build config reads this file too (see sectionOwners.ts).
import { ROUTES } from '@clinic/shared/core';
import type { DeclaredSections } from '@clinic/shared/manifest';

/** The addresses this remote serves: the booking pages (written into its manifest by its build). */
export const BOOKING_SECTIONS = {
  booking: { section: 'booking', prefix: ROUTES.BOOKING },
} as const satisfies DeclaredSections;
