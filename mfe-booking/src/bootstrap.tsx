import { Button, bookingRequested, Heading, renderApp, Stack } from '@clinic/shared';
import BookingHost from './expose/BookingHost';

// Standalone: a test bench that fires each kind of request the other apps fire.
renderApp(
  <Stack p="8" gap="3" align="start">
    <Heading as="h1">Запись онлайн (отдельный запуск)</Heading>
    <Button type="button" onClick={() => bookingRequested({ kind: 'mail' })}>
      Записаться онлайн
    </Button>
    <Button type="button" onClick={() => bookingRequested({ kind: 'consult' })}>
      Консультация
    </Button>
    <BookingHost />
  </Stack>,
);
