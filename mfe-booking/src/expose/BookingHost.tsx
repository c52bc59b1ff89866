import { $bookingEverRequested, FullScreenSpinner } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';

// The dialog, its form kit and the phone mask load on the first request, not with the idle prefetch of
// this host: the JS budget of `/` counts what the browser fetches before it goes idle.
const BookingDialog = lazy(() => import('../pages/booking-dialog/BookingDialog'));

/** Serves every `bookingRequested` on the bus; nothing else in the site imports the booking code. */
export default function BookingHost() {
  const requested = useUnit($bookingEverRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={<FullScreenSpinner label="Открываем форму записи…" />}>
      <BookingDialog />
    </Suspense>
  );
}
