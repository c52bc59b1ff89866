import { act, render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { ClinicProviders } from '../ui/Providers';

/** Renders inside the providers every app has and a Suspense boundary (the interactive kit suspends). */
export async function renderInProviders(children: ReactNode): Promise<void> {
  await act(async () => {
    render(
      <ClinicProviders>
        <Suspense fallback={<p>загрузка</p>}>{children}</Suspense>
      </ClinicProviders>,
    );
  });
}
