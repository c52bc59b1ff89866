import type { SystemContext } from '@chakra-ui/react';
import { css } from '@emotion/react';
import { madeOnFirstUse } from '../format/madeOnFirstUse';
import { overrideSystem } from './overrideSystem';

/**
 * ChakraProvider hands the system's global styles (reset, tokens, keyframes: ~30 KB of CSS) to emotion's
 * `Global`, which serialises and hashes them again on every render: on the server, every page (3 % of a
 * render's CPU). Serialised once here, `Global` takes them as they are (emotion returns a serialised style
 * unchanged), with the same name and text, so the same `<style>` tag. Lazily: a page whose global styles
 * came from the server never uses them (clinicSystemWithoutGlobalStyles).
 */
export function serializeGlobalStylesOnce<S extends SystemContext>(system: S): S {
  const serialized = madeOnFirstUse(() => css(system._global as Parameters<typeof css>[0]));
  return overrideSystem(system, {
    get _global() {
      return serialized();
    },
  });
}
