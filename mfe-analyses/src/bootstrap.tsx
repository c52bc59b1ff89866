import { ROUTES, renderApp } from '@clinic/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import AnalysesRoutes from './expose/routes';

// Standalone: the analyses section without the shell around it.
renderApp(
  <Routes>
    <Route path={`${ROUTES.ANALYSIS}/*`} element={<AnalysesRoutes section="analysis" />} />
    <Route path="*" element={<Navigate to={ROUTES.ANALYSIS_LIST} replace />} />
  </Routes>,
);
