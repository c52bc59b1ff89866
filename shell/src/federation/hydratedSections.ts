import type { PrepareSection, SectionName } from '@clinic/shared';

/** The route sections the server rendered with their data on this page load (from its state). */
const rendered = new Set<string>();

export function expectHydratedSections(sections: readonly string[]): void {
  for (const section of sections) rendered.add(section);
}

/**
 * Before the server's HTML of a section is hydrated, its remote loads the same data into the browser's stores
 * (from the answers the server handed over), so the first render matches that HTML. Once per page load: after
 * that, a section renders as it always did.
 */
export async function prepareForHydration(
  section: SectionName,
  module: { prepare?: PrepareSection },
): Promise<void> {
  if (!rendered.delete(section) || typeof module.prepare !== 'function') return;
  await module.prepare({ section, pathname: window.location.pathname });
}
