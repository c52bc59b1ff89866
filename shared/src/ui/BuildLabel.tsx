import { Text } from '@chakra-ui/react';
import { useEffect } from 'react';

/** BUILD_FAULT=throw-on-mount: a build made to break after it mounts, for the canary's rollback e2e only. */
export const THROW_ON_MOUNT = 'throw-on-mount';

/**
 * Which build of a remote is live, when it was built with BUILD_LABEL (staging, the deploy and canary e2e); normal
 * builds have an empty label and render nothing. The remote passes its own `__BUILD_LABEL__`: this module is the
 * shell's copy at run time (a shared singleton), so a define read here would be the shell's.
 */
export function BuildLabel({ label, fault = '' }: { label: string; fault?: string }) {
  useEffect(() => {
    if (fault === THROW_ON_MOUNT)
      throw new Error(`BUILD_FAULT: build ${label} throws on mount, as it was made to`);
  }, [fault, label]);
  if (!label) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      Сборка: {label}
    </Text>
  );
}
