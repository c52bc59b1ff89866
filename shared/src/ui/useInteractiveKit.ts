import { use } from 'react';

export type InteractiveKit = typeof import('./interactiveKit');

let kit: Promise<InteractiveKit> | null = null;

/** Starts loading the stateful components early (for example on hover), without rendering them yet. */
export function preloadInteractiveKit(): Promise<InteractiveKit> {
  kit ??= import('./interactiveKit').catch((error: unknown) => {
    kit = null; // a failed chunk load is retried on the next call
    throw error;
  });
  return kit;
}

/**
 * Dialog, Tabs, Accordion, Checkbox and Field, loaded on first use. The chunk comes from the same build as
 * the shell's ChakraProvider (this module is the shared singleton), so their context is the provider's; a
 * remote importing `@chakra-ui/react` itself would get a second Chakra that the provider never reaches.
 * Suspends until loaded: render it inside a Suspense boundary (every remote mount has one).
 */
export function useInteractiveKit(): InteractiveKit {
  return use(preloadInteractiveKit());
}
