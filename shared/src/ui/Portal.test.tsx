import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { Portal } from './Portal';
import { ClinicProviders } from './Providers';

describe("@clinic/shared's Portal (Chakra's, from the interactive kit)", () => {
  it('renders its children outside the tree it is in, once the kit is in', async () => {
    await act(async () => {
      render(
        <ClinicProviders>
          <Suspense fallback={<p>загрузка</p>}>
            <section aria-label="диалог">
              <Portal>
                <p>в портале</p>
              </Portal>
            </section>
          </Suspense>
        </ClinicProviders>,
      );
    });
    const inPortal = await screen.findByText('в портале');
    expect(screen.getByLabelText('диалог').contains(inPortal)).toBe(false);
    expect(document.body.contains(inPortal)).toBe(true);
  });
});
