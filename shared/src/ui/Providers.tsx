import { ChakraProvider } from '@chakra-ui/react';
import { type SerializedStyles, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { type ReactNode, useEffect, useState } from 'react';
import { adoptServerStyles, completeGlobalStylesFirst } from '../ssr/serverStyles';
import { watchViewport } from '../viewport/watchViewport';
import { clinicSystem, clinicSystemWithoutGlobalStyles } from './system';

/**
 * In the browser, once, before anything renders: whether the page came with the server's styles. If it did, the
 * kit's whole global styles are added before the first rule of the browser's own (the server sent the page's).
 */
function useServerStyles(): boolean {
  const cache = useEmotionCache();
  const [adopted] = useState(() => {
    if (typeof document === 'undefined' || cache === null || !adoptServerStyles(cache)) return false;
    completeGlobalStylesFirst(cache, () => clinicSystem()._global as unknown as SerializedStyles);
    return true;
  });
  return adopted;
}

/**
 * What the shell gives every remote; a remote's standalone bootstrap wraps itself in the same. After its first
 * commit (for a server-rendered page: after hydration) the window's real width feeds `$viewport`. An effect
 * here, not a sibling component: the tree must have the same shape on the server, or every `useId` (the ids
 * Chakra's tabs and dialogs wire their parts with) would differ between the server's HTML and the browser.
 * On a page the server rendered, its global styles are already there: Chakra is not given them again.
 */
export function ClinicProviders({ children }: { children: ReactNode }) {
  useEffect(() => watchViewport(), []);
  const system = useServerStyles() ? clinicSystemWithoutGlobalStyles() : clinicSystem();
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
