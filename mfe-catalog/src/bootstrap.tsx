import { ROUTES, renderApp, Stack } from '@clinic/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import CheckUpCard from './expose/CheckUpCard';
import PromotionsBlock from './expose/PromotionsBlock';
import CatalogRoutes from './expose/routes';
import ServiceTiles from './expose/ServiceTiles';

/** Standalone `/widgets`: the three home widgets as the shell's home page would mount them. */
function WidgetsPreview() {
  return (
    <Stack gap="8" maxW="7xl" mx="auto" p="4">
      <ServiceTiles />
      <CheckUpCard />
      <PromotionsBlock />
    </Stack>
  );
}

// Standalone: the catalogue's three sections without the shell around them.
renderApp(
  <Routes>
    <Route path={`${ROUTES.SERVICES}/*`} element={<CatalogRoutes section="services" />} />
    <Route path={`${ROUTES.PROMOTIONS}/*`} element={<CatalogRoutes section="promotions" />} />
    <Route path={`${ROUTES.CHECK_UP}/*`} element={<CatalogRoutes section="check-up" />} />
    <Route path="/widgets" element={<WidgetsPreview />} />
    <Route path="*" element={<Navigate to={ROUTES.TOP_SERVICES} replace />} />
  </Routes>,
);
