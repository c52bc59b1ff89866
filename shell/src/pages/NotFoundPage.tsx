import { NotFoundMessage, ROUTES } from '@clinic/shared';

/** Any path no route knows; the message titles the page and makes the server answer 404. */
export function NotFoundPage() {
  return <NotFoundMessage back={{ to: ROUTES.HOME, label: 'На главную' }} />;
}
