import { NotFoundMessage, ROUTES } from '@clinic/shared';
import { useBookingText } from '../../messages/bookingText';

/** «Страница не найдена» under /booking/, with the way home in the page's language. */
export function BookingNotFound() {
  const text = useBookingText();
  return <NotFoundMessage back={{ to: ROUTES.HOME, label: text('page.home') }} />;
}
