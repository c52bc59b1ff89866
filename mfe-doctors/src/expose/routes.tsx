import { FullScreenSpinner, PageReady, type RemoteRoutesProps, ROUTES, relativeTo } from '@clinic/shared';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

export { prepare } from './prepare';

// Each page is its own chunk: the list does not carry the doctor page's tabs and week picker, nor the reverse.
const DoctorsListPage = lazy(() =>
  import('../pages/doctors-list/DoctorsListPage').then((module) => ({ default: module.DoctorsListPage })),
);
const DoctorDetailsPage = lazy(() =>
  import('../pages/doctor-details/DoctorDetailsPage').then((module) => ({
    default: module.DoctorDetailsPage,
  })),
);

export default function DoctorsRoutes(_: RemoteRoutesProps) {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        <Route path={relativeTo(ROUTES.DOCTORS, ROUTES.DOCTORS_LIST)} element={<DoctorsListPage />} />
        <Route
          path={relativeTo(ROUTES.DOCTORS, ROUTES.DOCTOR_VIEW_DETAILS)}
          element={<DoctorDetailsPage />}
        />
      </Routes>
      <PageReady />
    </Suspense>
  );
}
