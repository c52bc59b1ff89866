import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { watchViewport } from '../viewport/watchViewport';
import { ClinicProviders } from './Providers';

/** Mounts an app with the providers, the router and the viewport: the shell, or a remote run alone. */
export function renderApp(app: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  watchViewport();
  createRoot(root).render(
    <StrictMode>
      <ClinicProviders>
        <BrowserRouter>{app}</BrowserRouter>
      </ClinicProviders>
    </StrictMode>,
  );
}
