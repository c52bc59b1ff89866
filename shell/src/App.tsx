import { BookingHostLoader } from './booking/BookingHostLoader';
import { AppRoutes } from './routing/AppRoutes';

export function App() {
  return (
    <>
      <AppRoutes />
      <BookingHostLoader />
    </>
  );
}
