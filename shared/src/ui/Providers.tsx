import { ChakraProvider } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { watchViewport } from '../viewport/watchViewport';
import { clinicSystem } from './system';

/**
 * What the shell gives every remote; a remote's standalone bootstrap wraps itself in the same. After its first
 * commit (for a server-rendered page: after hydration) the window's real width feeds `$viewport`. An effect
 * here, not a sibling component: the tree must have the same shape on the server, or every `useId` (the ids
 * Chakra's tabs and dialogs wire their parts with) would differ between the server's HTML and the browser.
 */
export function ClinicProviders({ children }: { children: ReactNode }) {
  useEffect(() => watchViewport(), []);
  return <ChakraProvider value={clinicSystem()}>{children}</ChakraProvider>;
}
