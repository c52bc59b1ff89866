import { Outlet } from 'react-router-dom';
import { BuildLabel } from '../../ui/BuildLabel';

/** Around every address of the section (the list and «not found»): the build's label, then the page. */
export function AnalysesFrame() {
  return (
    <>
      <BuildLabel />
      <Outlet />
    </>
  );
}
