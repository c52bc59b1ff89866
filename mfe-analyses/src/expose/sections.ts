// Not the package's index: the build config reads this file too (see sectionOwners.ts).
import { ROUTES } from '@clinic/shared/core';
import type { DeclaredSections } from '@clinic/shared/manifest';

/** The addresses this remote serves: written into its manifest by its build (the shell routes by it). */
export const ANALYSES_SECTIONS = {
  analysis: { section: 'analysis', prefix: ROUTES.ANALYSIS },
} as const satisfies DeclaredSections;
