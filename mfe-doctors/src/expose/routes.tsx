import { type RemoteRoutesProps, ROUTES, relativeTo } from '@clinic/shared';
import { Route, Routes } from 'react-router-dom';
import { DoctorDetailsPage } from '../pages/doctor-details/DoctorDetailsPage';
import { DoctorsListPage } from '../pages/doctors-list/DoctorsListPage';

export default function DoctorsRoutes(_: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path={relativeTo(ROUTES.DOCTORS, ROUTES.DOCTORS_LIST)} element={<DoctorsListPage />} />
      <Route path={relativeTo(ROUTES.DOCTORS, ROUTES.DOCTOR_VIEW_DETAILS)} element={<DoctorDetailsPage />} />
    </Routes>
  );
}
