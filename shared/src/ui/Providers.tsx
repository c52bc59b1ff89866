import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { clinicSystem } from './system';

/** What the shell gives every remote; a remote's standalone bootstrap wraps itself in the same. */
export function ClinicProviders({ children }: { children: ReactNode }) {
  return <ChakraProvider value={clinicSystem}>{children}</ChakraProvider>;
}
