import { PageReady, REDIRECTS, ROUTES } from '@clinic/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteSection } from '../federation/RemoteSection';
import { PageLayout } from '../layouts/PageLayout';
import { HomePage } from '../pages/home/HomePage';
import { LazyPage } from './LazyPage';
import { useSectionOwners } from './sectionOwners';
import { UnclaimedAddress } from './UnclaimedAddress';

// Each secondary shell page is its own chunk, so `/` carries only the home page (and the about page's
// interactive kit, its tabs, stays off every other route).
const loadAboutPage = () => import('../pages/about/AboutPage').then((page) => ({ default: page.AboutPage }));
const loadContactsPage = () =>
  import('../pages/contacts/ContactsPage').then((page) => ({ default: page.ContactsPage }));
const loadCorporatePage = () =>
  import('../pages/corporate/CorporatePage').then((page) => ({ default: page.CorporatePage }));
const loadPersonalDataPage = () =>
  import('../pages/personal-data/PersonalDataPage').then((page) => ({ default: page.PersonalDataPage }));

/** The shell's own pages; every section of SPEC §2 goes to the remote whose manifest claims its prefix. */
export function AppRoutes() {
  const { known } = useSectionOwners();
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
        {known?.owners.map(({ prefix, remote, section }) => (
          <Route
            key={prefix}
            path={`${prefix}/*`}
            element={<RemoteSection key={section} remote={remote} section={section} />}
          />
        ))}
        <Route path="*" element={<UnclaimedAddress />} />
      </Route>
    </Routes>
  );
}
