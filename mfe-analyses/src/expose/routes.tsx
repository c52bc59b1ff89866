import { NotFoundMessage, PageReady, type RemoteRoutesProps, ROUTES, relativeTo } from '@clinic/shared';
import { Route, Routes } from 'react-router-dom';
import { AnalysisListPage } from '../pages/analysis-list/AnalysisListPage';
import { BuildLabel } from '../ui/BuildLabel';

export { prepare } from './prepare';

export default function AnalysesRoutes(_: RemoteRoutesProps) {
  return (
    <>
      <BuildLabel />
      <Routes>
        <Route path={relativeTo(ROUTES.ANALYSIS, ROUTES.ANALYSIS_LIST)} element={<AnalysisListPage />} />
        <Route
          path="*"
          element={<NotFoundMessage back={{ to: ROUTES.ANALYSIS_LIST, label: 'Все анализы' }} />}
        />
      </Routes>
      <PageReady />
    </>
  );
}
