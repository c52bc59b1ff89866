import { NotFoundMessage, type RemoteRoutesProps, ROUTES, relativeTo } from '@clinic/shared';
import { Route, Routes } from 'react-router-dom';
import { CheckUpCategoryPage } from '../pages/check-up/CheckUpCategoryPage';
import { CheckUpDetailsPage } from '../pages/check-up/CheckUpDetailsPage';
import { CheckUpListPage } from '../pages/check-up/CheckUpListPage';
import { PromotionDetailsPage } from '../pages/promotions/PromotionDetailsPage';
import { PromotionsListPage } from '../pages/promotions/PromotionsListPage';
import { ServiceDetailsPage } from '../pages/services/ServiceDetailsPage';
import { TopServicesPage } from '../pages/services/TopServicesPage';

const notFound = (to: string) => <NotFoundMessage back={{ to, label: 'Вернуться к списку' }} />;

/** The catalogue serves three sections of SPEC §2; the shell says which one it mounted. */
export default function CatalogRoutes({ section }: RemoteRoutesProps) {
  if (section === 'services') {
    return (
      <Routes>
        <Route path={relativeTo(ROUTES.SERVICES, ROUTES.TOP_SERVICES)} element={<TopServicesPage />} />
        <Route path={relativeTo(ROUTES.SERVICES, ROUTES.SERVICES_LIST)} element={<TopServicesPage />} />
        <Route path={relativeTo(ROUTES.SERVICES, ROUTES.SERVICE_DETAILS)} element={<ServiceDetailsPage />} />
        <Route path="*" element={notFound(ROUTES.TOP_SERVICES)} />
      </Routes>
    );
  }
  if (section === 'promotions') {
    return (
      <Routes>
        <Route
          path={relativeTo(ROUTES.PROMOTIONS, ROUTES.PROMOTIONS_LIST)}
          element={<PromotionsListPage />}
        />
        <Route
          path={relativeTo(ROUTES.PROMOTIONS, ROUTES.PROMOTION_DETAILS)}
          element={<PromotionDetailsPage />}
        />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route path={relativeTo(ROUTES.CHECK_UP, ROUTES.CHECK_UP_LIST)} element={<CheckUpListPage />} />
      <Route path={relativeTo(ROUTES.CHECK_UP, ROUTES.CHECK_UP_ADULTS)} element={<CheckUpCategoryPage />} />
      <Route
        path={relativeTo(ROUTES.CHECK_UP, ROUTES.CHECK_UP_ADULTS_DETAILS)}
        element={<CheckUpDetailsPage />}
      />
      <Route path="*" element={notFound(ROUTES.CHECK_UP_LIST)} />
    </Routes>
  );
}
