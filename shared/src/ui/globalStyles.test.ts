import { createSystem, defaultConfig } from '@chakra-ui/react';
import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { serializeGlobalStylesOnce } from './globalStyles';

describe('serializeGlobalStylesOnce', () => {
  const plain = createSystem(defaultConfig);
  const kept = serializeGlobalStylesOnce(plain);

  it('gives Global what it would have serialised itself: the same name and CSS', () => {
    // What emotion's Global does with the styles it is given (serializeStyles([styles], undefined, theme)).
    const byGlobal = serializeStyles([plain._global], undefined, {});
    const once = kept._global as unknown as ReturnType<typeof serializeStyles>;
    expect(serializeStyles([once], undefined, {})).toBe(once); // taken as it is
    expect(once.name).toBe(byGlobal.name);
    expect(once.styles).toBe(byGlobal.styles);
    expect(once.next).toBeUndefined();
    expect(once.styles.length).toBeGreaterThan(1000);
  });

  it('serialises once, and only when asked', () => {
    expect(kept._global).toBe(kept._global);
    expect(kept.css).toBe(plain.css);
  });
});
