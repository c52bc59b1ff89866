import { BuildLabel } from '@clinic/shared';
import { Outlet } from 'react-router-dom';

/** Around every address of the section (the list and «not found»): the build's label, then the page. */
export function AnalysesFrame() {
  return (
    <>
      <BuildLabel label={__BUILD_LABEL__} fault={__BUILD_FAULT__} />
      <Outlet />
    </>
  );
}
