import type { Portal as ChakraPortal } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { useInteractiveKit } from './useInteractiveKit';

/**
 * Chakra's Portal, from the interactive kit: it brings Ark's portal and zag's DOM helpers (≈ 1.4 KB gzip), and
 * only a dialog, which has loaded the kit already, uses it. Like the kit, it suspends until the kit is in.
 */
export function Portal(props: ComponentProps<typeof ChakraPortal>) {
  const { Portal: KitPortal } = useInteractiveKit();
  return <KitPortal {...props} />;
}
