import { NotFoundMessage, ROUTES } from '@clinic/shared';
import { useShellText } from '../messages/shellText';

/** Any path no route knows; the message titles the page and makes the server answer 404. */
export function NotFoundPage() {
  const text = useShellText();
  return <NotFoundMessage back={{ to: ROUTES.HOME, label: text('notFound.home') }} />;
}
