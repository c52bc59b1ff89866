import { ROUTES, StatusMessage, usePageMeta, usePageStatus } from '@clinic/shared';
import { useDoctorsText } from '../messages/doctorsText';

/**
 * «Страница не найдена» in the page's language, a 404, with the way back to the list: an address under the
 * section that is no page (`/doctors-list/a/b`) and a slug no doctor has. As shared's `NotFoundMessage`, with
 * this remote's words.
 */
export function DoctorsNotFound() {
  const text = useDoctorsText();
  const title = text('notFound.title');
  usePageMeta(title);
  usePageStatus(404);
  return (
    <StatusMessage
      title={title}
      text={text('notFound.text')}
      back={{ to: ROUTES.DOCTORS_LIST, label: text('list.allDoctors') }}
    />
  );
}
