// By path, not through the package's index: the build config reads this file too (see sectionOwners.ts).
import type { DeclaredSections } from '@clinic/shared/src/federation/sectionOwners';
import { ROUTES } from '@clinic/shared/src/routing/paths';

/** The addresses this remote serves: written into its manifest by its build (the shell routes by it). */
export const DOCTORS_SECTIONS = {
  'doctors-list': { section: 'doctors-list', prefix: ROUTES.DOCTORS },
} as const satisfies DeclaredSections;
