/** The parts the server rendered with their data on this page load (from its state): sections and widgets. */
const rendered = new Set<string>();

export function expectHydratedSections(parts: readonly string[]): void {
  for (const part of parts) rendered.add(part);
}

/**
 * Before the server's HTML of a part ('doctors-list', 'catalog/ServiceTiles') is hydrated, its remote loads the
 * same data into the browser's stores (from the answers the server handed over), so the first render matches
 * that HTML. Once per page load: after that, a part renders as it always did.
 */
export async function prepareForHydration(
  part: string,
  prepare: (() => Promise<void>) | null,
): Promise<void> {
  if (!rendered.delete(part) || !prepare) return;
  await prepare();
}
