import type { KnownSectionOwners } from '@clinic/shared';
import { BookingHostLoader } from './booking/BookingHostLoader';
import { AppRoutes } from './routing/AppRoutes';
import { SectionOwnersProvider } from './routing/SectionOwnersProvider';
import { RumViews } from './rum/RumViews';

/** `owners`: which remote serves which section, as the page was rendered with (null: the browser asks). */
export function App({ owners }: { owners: KnownSectionOwners | null }) {
  return (
    <SectionOwnersProvider initial={owners}>
      <AppRoutes />
      <BookingHostLoader />
      <RumViews />
    </SectionOwnersProvider>
  );
}
