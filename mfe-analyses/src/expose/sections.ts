// By path, not through the package's index: the build config reads this file too (see sectionOwners.ts).
import type { DeclaredSections } from '@clinic/shared/src/federation/sectionOwners';
import { ROUTES } from '@clinic/shared/src/routing/paths';

/** The addresses this remote serves: written into its manifest by its build (the shell routes by it). */
export const ANALYSES_SECTIONS = {
  analysis: { section: 'analysis', prefix: ROUTES.ANALYSIS },
} as const satisfies DeclaredSections;
