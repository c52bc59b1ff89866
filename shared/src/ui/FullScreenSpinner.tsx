import { Center, Spinner } from '@chakra-ui/react';
import { useSharedText } from '../messages/sharedText';

/** SPEC §2: while data or code loads, the content is hidden behind a full-screen spinner. */
export function FullScreenSpinner({ label }: { label?: string }) {
  const text = useSharedText();
  return (
    <Center position="fixed" inset="0" zIndex="overlay" bg="bg.page" role="status" aria-live="polite">
      <Spinner size="xl" color="brand.600" borderWidth="4px" aria-hidden="true" />
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {label ?? text('loading')}
      </span>
    </Center>
  );
}
