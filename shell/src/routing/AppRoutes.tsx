import { PageReady, REDIRECTS, ROUTES, type SectionName } from '@clinic/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteSection } from '../federation/RemoteSection';
import type { RemoteName } from '../federation/remoteRegistry';
import { PageLayout } from '../layouts/PageLayout';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { LazyPage } from './LazyPage';

// Each secondary shell page is its own chunk, so `/` carries only the home page (and the about page's
// interactive kit, its tabs, stays off every other route).
const loadAboutPage = () => import('../pages/about/AboutPage').then((page) => ({ default: page.AboutPage }));
const loadContactsPage = () =>
  import('../pages/contacts/ContactsPage').then((page) => ({ default: page.ContactsPage }));
const loadCorporatePage = () =>
  import('../pages/corporate/CorporatePage').then((page) => ({ default: page.CorporatePage }));
const loadPersonalDataPage = () =>
  import('../pages/personal-data/PersonalDataPage').then((page) => ({ default: page.PersonalDataPage }));

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
        <Route
          path={ROUTES.HOME}
          element={
            <>
              <HomePage />
              <PageReady />
            </>
          }
        />
        <Route path={ROUTES.ABOUT_US} element={<LazyPage key="about" name="about" load={loadAboutPage} />} />
        <Route
          path={ROUTES.CONTACTS}
          element={<LazyPage key="contacts" name="contacts" load={loadContactsPage} />}
        />
        <Route
          path={ROUTES.CORPORATE_CLIENTS}
          element={<LazyPage key="corporate" name="corporate" load={loadCorporatePage} />}
        />
        <Route
          path={ROUTES.PERSONAL_DATA}
          element={<LazyPage key="personal-data" name="personal-data" load={loadPersonalDataPage} />}
        />
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
        <Route
          path="*"
          element={
            <>
              <NotFoundPage />
              <PageReady />
            </>
          }
        />
      </Route>
    </Routes>
  );
}
