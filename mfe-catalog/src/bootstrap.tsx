import { ROUTES, renderApp } from '@clinic/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import CatalogRoutes from './expose/routes';

// Standalone: the catalogue's three sections without the shell around them.
renderApp(
  <Routes>
    <Route path={`${ROUTES.SERVICES}/*`} element={<CatalogRoutes section="services" />} />
    <Route path={`${ROUTES.PROMOTIONS}/*`} element={<CatalogRoutes section="promotions" />} />
    <Route path={`${ROUTES.CHECK_UP}/*`} element={<CatalogRoutes section="check-up" />} />
    <Route path="*" element={<Navigate to={ROUTES.TOP_SERVICES} replace />} />
  </Routes>,
);
