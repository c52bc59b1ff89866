import { NotFoundMessage, ROUTES, usePageMeta } from '@clinic/shared';

export function NotFoundPage() {
  usePageMeta('Страница не найдена');
  return <NotFoundMessage back={{ to: ROUTES.HOME, label: 'На главную' }} />;
}
