import { type PagePart, partKey } from '@clinic/shared';

/**
 * The parts (route sections, widgets) the server rendered with their data on this page load. Before the server's
 * HTML of such a part is hydrated, its remote loads the same data into the browser's stores (from the answers the
 * server handed over), so the first render matches that HTML. Once per page load: after that, a part renders as
 * it always did.
 */
export interface HydratedSections {
  /** The server state's parts, noted before the first render. */
  expect(parts: readonly PagePart[]): void;
  /** Runs `prepare` if the part is one the server rendered and has not been prepared yet. */
  prepare(part: PagePart, prepare: (() => Promise<unknown>) | null): Promise<void>;
}

export function createHydratedSections(): HydratedSections {
  const rendered = new Set<string>();
  return {
    expect(parts) {
      for (const part of parts) rendered.add(partKey(part));
    },
    async prepare(part, prepare) {
      if (!rendered.delete(partKey(part)) || !prepare) return;
      await prepare();
    },
  };
}
