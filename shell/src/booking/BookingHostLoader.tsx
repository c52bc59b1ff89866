import { $bookingEverRequested, Box, FullScreenSpinner } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { RemoteWidget } from '../federation/RemoteSection';
import { loadRemoteModule } from '../federation/remoteRegistry';
import { whenSettled } from '../federation/whenSettled';
import { useShellText } from '../messages/shellText';

/**
 * The booking dialogs live in their own remote, loaded once the page has settled and the browser is idle,
 * and mounted on the first `bookingRequested`. A request made before the code arrived waits in `$bookingRequest` behind a spinner.
 */
export function BookingHostLoader() {
  const mounted = useUnit($bookingEverRequested);
  const text = useShellText();

  useEffect(() => {
    return whenSettled(() => {
      loadRemoteModule('booking', 'BookingHost').catch(() => {
        // A failed prefetch is not an error yet: the patient has asked for nothing.
      });
    });
  }, []);

  if (!mounted) return null;
  return (
    <Box
      position="fixed"
      bottom="4"
      left="4"
      right="4"
      zIndex="modal"
      pointerEvents="none"
      css={{ '& > *': { pointerEvents: 'auto' } }}
    >
      <RemoteWidget
        remote="booking"
        module="BookingHost"
        label={text('booking.label')}
        loading={<FullScreenSpinner label={text('booking.opening')} />}
      />
    </Box>
  );
}
