import { ROUTES } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useHref, useLocation } from 'react-router-dom';
import { SELECTION_FORM_ID } from '../../ui/selectionSubmit';
import { listParams, readListFilters } from './listAddress';
import { $selectedIds } from './model';

/**
 * The form the selection's buttons submit without JavaScript (ui/selectionSubmit.ts): the list's address with
 * the filters on screen and the selection so far; the pressed button adds what it does. Nothing to see.
 */
export function SelectionForm() {
  const ids = useUnit($selectedIds);
  const params = listParams(readListFilters(useLocation().search), ids);
  // A raw form's address, in the page's language: '/kk/analysis/list' on a Kazakh page.
  const action = useHref(ROUTES.ANALYSIS_LIST);
  return (
    <form id={SELECTION_FORM_ID} method="get" action={action} hidden>
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
