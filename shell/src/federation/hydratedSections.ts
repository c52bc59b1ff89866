import { type PagePart, partKey } from '@clinic/shared';

/** The parts the server rendered with their data on this page load (from its state), by partKey. */
const rendered = new Set<string>();

export function expectHydratedSections(parts: readonly PagePart[]): void {
  for (const part of parts) rendered.add(partKey(part));
}

/**
 * Before the server's HTML of a part (a route section, a widget) is hydrated, its remote loads the
 * same data into the browser's stores (from the answers the server handed over), so the first render matches
 * that HTML. Once per page load: after that, a part renders as it always did.
 */
export async function prepareForHydration(
  part: PagePart,
  prepare: (() => Promise<unknown>) | null,
): Promise<void> {
  if (!rendered.delete(partKey(part)) || !prepare) return;
  await prepare();
}
