import { REDIRECTS, ROUTES, type SectionName } from '@clinic/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteSection } from '../federation/RemoteSection';
import type { RemoteName } from '../federation/remoteRegistry';
import { PageLayout } from '../layouts/PageLayout';
import { ContactsPage } from '../pages/contacts/ContactsPage';
import { CorporatePage } from '../pages/corporate/CorporatePage';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { LazyPage } from './LazyPage';

// The about page uses the interactive kit (tabs); its own chunk keeps that off every other route.
const loadAboutPage = () => import('../pages/about/AboutPage').then((page) => ({ default: page.AboutPage }));

/** Which app serves each section of SPEC §2. */
export const SECTION_OWNERS: ReadonlyArray<{ path: string; remote: RemoteName; section: SectionName }> = [
  { path: ROUTES.SERVICES, remote: 'catalog', section: 'services' },
  { path: ROUTES.PROMOTIONS, remote: 'catalog', section: 'promotions' },
  { path: ROUTES.CHECK_UP, remote: 'catalog', section: 'check-up' },
  { path: ROUTES.ANALYSIS, remote: 'analyses', section: 'analysis' },
  { path: ROUTES.DOCTORS, remote: 'doctors', section: 'doctors-list' },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PageLayout />}>
        <Route path={ROUTES.HOME} element={<HomePage />} />
        <Route path={ROUTES.ABOUT_US} element={<LazyPage name="about" load={loadAboutPage} />} />
        <Route path={ROUTES.CONTACTS} element={<ContactsPage />} />
        <Route path={ROUTES.CORPORATE_CLIENTS} element={<CorporatePage />} />
        {REDIRECTS.map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        {SECTION_OWNERS.map(({ path, remote, section }) => (
          <Route
            key={path}
            path={`${path}/*`}
            element={<RemoteSection key={section} remote={remote} section={section} />}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
