import { $bookingEverRequested, FullScreenSpinner } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { useBookingText } from '../messages/bookingText';

// The dialog, its form kit and the phone mask load on the first request, not with the idle prefetch of
// this host: the JS budget of `/` counts what the browser fetches before it goes idle.
const BookingDialog = lazy(() => import('../pages/booking-dialog/BookingDialog'));

/** 'Открываем форму записи…' once the booking catalogue is in; the plain spinner until then. */
function Opening() {
  const text = useBookingText();
  return <FullScreenSpinner label={text('dialog.opening')} />;
}

/** Serves every `bookingRequested` on the bus; nothing else in the site imports the booking code. */
export default function BookingHost() {
  const requested = useUnit($bookingEverRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Suspense fallback={<Opening />}>
        <BookingDialog />
      </Suspense>
    </Suspense>
  );
}
