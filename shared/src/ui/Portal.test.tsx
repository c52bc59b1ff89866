import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInProviders } from '../testing/renderInProviders';
import { Portal } from './Portal';

describe("@clinic/shared's Portal (Chakra's, from the interactive kit)", () => {
  it('renders its children outside the tree it is in, once the kit is in', async () => {
    await renderInProviders(
      <section aria-label="диалог">
        <Portal>
          <p>в портале</p>
        </Portal>
      </section>,
    );
    const inPortal = await screen.findByText('в портале');
    expect(screen.getByLabelText('диалог').contains(inPortal)).toBe(false);
    expect(document.body.contains(inPortal)).toBe(true);
  });
});
