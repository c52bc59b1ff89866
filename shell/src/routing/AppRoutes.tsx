import { PageReady, REDIRECTS, ROUTES } from '@clinic/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteSection } from '../federation/RemoteSection';
import { PageLayout } from '../layouts/PageLayout';
import { HomePage } from '../pages/home/HomePage';
import { LazyPage } from './LazyPage';
import { useSectionOwners } from './SectionOwnersProvider';
import { SHELL_PAGES } from './shellPages';
import { UnclaimedAddress } from './UnclaimedAddress';

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
        {SHELL_PAGES.map(({ path, name, load }) => (
          <Route key={path} path={path} element={<LazyPage key={name} name={name} load={load} />} />
        ))}
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
