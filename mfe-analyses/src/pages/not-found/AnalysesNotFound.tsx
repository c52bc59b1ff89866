import { Button, ROUTES, StatusMessage, usePageMeta, usePageStatus } from '@clinic/shared';
import { Link as RouterLink } from 'react-router-dom';
import { useAnalysesText } from '../../messages/analysesText';

/**
 * Any other address of the section: «Страница не найдена», a 404, with the way back to the list, in the page's
 * language (the kit's `NotFoundMessage` says it in Russian only, and its label would be a fixed string).
 */
export function AnalysesNotFound() {
  const text = useAnalysesText();
  usePageMeta(text('notFound.title'));
  usePageStatus(404);
  return (
    <StatusMessage title={text('notFound.title')} text={text('notFound.text')}>
      <Button asChild variant="outline">
        <RouterLink to={ROUTES.ANALYSIS_LIST}>{text('caption.all')}</RouterLink>
      </Button>
    </StatusMessage>
  );
}
