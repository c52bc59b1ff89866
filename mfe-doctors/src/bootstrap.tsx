import { ROUTES, renderApp } from '@clinic/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import DoctorsRoutes from './expose/routes';

// Standalone: the doctors section without the shell around it.
renderApp(
  <Routes>
    <Route path={`${ROUTES.DOCTORS}/*`} element={<DoctorsRoutes section="doctors-list" />} />
    <Route path="*" element={<Navigate to={ROUTES.DOCTORS_LIST} replace />} />
  </Routes>,
);
