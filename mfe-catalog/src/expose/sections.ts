// Not the package's index: the build config reads this file too (see sectionOwners.ts).
import { ROUTES } from '@clinic/shared/core';
import type { DeclaredSections } from '@clinic/shared/manifest';

/** The addresses this remote serves: written into its manifest by its build (the shell routes by it). */
export const CATALOG_SECTIONS = {
  services: { section: 'services', prefix: ROUTES.SERVICES },
  promotions: { section: 'promotions', prefix: ROUTES.PROMOTIONS },
  'check-up': { section: 'check-up', prefix: ROUTES.CHECK_UP },
} as const satisfies DeclaredSections;
