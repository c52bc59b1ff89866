// By path, not through the package's index: the build config reads this file too (see sectionOwners.ts).
import type { DeclaredSections } from '@clinic/shared/src/federation/sectionOwners';
import { ROUTES } from '@clinic/shared/src/routing/paths';

/** The addresses this remote serves: the booking pages (written into its manifest by its build). */
export const BOOKING_SECTIONS = {
  booking: { section: 'booking', prefix: ROUTES.BOOKING },
} as const satisfies DeclaredSections;
