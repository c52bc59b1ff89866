import {
  FullScreenSpinner,
  NotFoundMessage,
  PageReady,
  type RemoteRoutesProps,
  ROUTES,
  type RoutePattern,
  relativeTo,
} from '@clinic/shared';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

export { prepare } from './prepare';

/** Each page is its own chunk: a patient downloads only the pages they open. */
const page = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const ServicesLayout = page(() => import('../pages/services-layout/ServicesLayout'), 'ServicesLayout');
const TopServicesPage = page(() => import('../pages/top-services/TopServicesPage'), 'TopServicesPage');
const ServicesCategoryPage = page(
  () => import('../pages/services-category/ServicesCategoryPage'),
  'ServicesCategoryPage',
);
const ServiceDetailsPage = page(
  () => import('../pages/service-details/ServiceDetailsPage'),
  'ServiceDetailsPage',
);
const PromotionsLayout = page(
  () => import('../pages/promotions-layout/PromotionsLayout'),
  'PromotionsLayout',
);
const PromotionsListPage = page(
  () => import('../pages/promotions-list/PromotionsListPage'),
  'PromotionsListPage',
);
const PromotionDetailsPage = page(
  () => import('../pages/promotion-details/PromotionDetailsPage'),
  'PromotionDetailsPage',
);
const CheckUpListPage = page(() => import('../pages/check-up-list/CheckUpListPage'), 'CheckUpListPage');
const CheckUpCategoryPage = page(
  () => import('../pages/check-up-category/CheckUpCategoryPage'),
  'CheckUpCategoryPage',
);
const CheckUpDetailsPage = page(
  () => import('../pages/check-up-details/CheckUpDetailsPage'),
  'CheckUpDetailsPage',
);

const notFound = (to: string, label: string) => <NotFoundMessage back={{ to, label }} />;

function route(section: RoutePattern, pattern: RoutePattern, element: ReactNode) {
  return <Route key={pattern} path={relativeTo(section, pattern)} element={element} />;
}

function SectionRoutes({ section }: RemoteRoutesProps) {
  if (section === 'services') {
    return (
      <Routes>
        <Route element={<ServicesLayout />}>
          {route(ROUTES.SERVICES, ROUTES.TOP_SERVICES, <TopServicesPage />)}
          {route(ROUTES.SERVICES, ROUTES.SERVICES_LIST, <ServicesCategoryPage />)}
          {route(ROUTES.SERVICES, ROUTES.SERVICE_DETAILS, <ServiceDetailsPage />)}
          <Route path="*" element={notFound(ROUTES.TOP_SERVICES, 'Все услуги')} />
        </Route>
      </Routes>
    );
  }
  if (section === 'promotions') {
    return (
      <Routes>
        <Route element={<PromotionsLayout />}>
          {route(ROUTES.PROMOTIONS, ROUTES.PROMOTIONS_LIST, <PromotionsListPage />)}
          {route(ROUTES.PROMOTIONS, ROUTES.PROMOTION_DETAILS, <PromotionDetailsPage />)}
          <Route path="*" element={notFound(ROUTES.PROMOTIONS_LIST, 'Все акции')} />
        </Route>
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<Navigate to={ROUTES.CHECK_UP_LIST} replace />} />
      {route(ROUTES.CHECK_UP, ROUTES.CHECK_UP_LIST, <CheckUpListPage />)}
      {route(ROUTES.CHECK_UP, ROUTES.CHECK_UP_ADULTS, <CheckUpCategoryPage />)}
      {route(ROUTES.CHECK_UP, ROUTES.CHECK_UP_ADULTS_DETAILS, <CheckUpDetailsPage />)}
      <Route path="*" element={notFound(ROUTES.CHECK_UP_LIST, 'Все программы')} />
    </Routes>
  );
}

/** The catalogue serves three sections of SPEC §2; the shell says which one it mounted. */
export default function CatalogRoutes({ section }: RemoteRoutesProps) {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <SectionRoutes section={section} />
      <PageReady />
    </Suspense>
  );
}
