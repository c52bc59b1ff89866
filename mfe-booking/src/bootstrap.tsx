import {
  type BookingRequest,
  Button,
  bookingRequested,
  Heading,
  renderApp,
  Stack,
  Text,
} from '@clinic/shared';
import BookingHost from './expose/BookingHost';

// Standalone: a test bench that fires each kind of request the other apps fire (ids are the seed's first).
const BENCH: Array<[string, BookingRequest]> = [
  ['Записаться на услугу', { kind: 'services', targetId: 1 }],
  ['Записаться по акции', { kind: 'promotion', targetId: 1 }],
  ['Записаться к врачу', { kind: 'doctor', targetId: 1 }],
  ['Записаться на check-up', { kind: 'checkup', targetId: 1 }],
  ['Получить консультацию', { kind: 'consult' }],
  ['Записаться онлайн', { kind: 'mail' }],
];

renderApp(
  <Stack p="8" gap="3" align="start">
    <Heading as="h1">Запись онлайн (отдельный запуск)</Heading>
    <Text color="fg.muted">Каждая кнопка отправляет в шину то же событие, что и страницы сайта.</Text>
    {BENCH.map(([label, request]) => (
      <Button key={label} type="button" onClick={() => bookingRequested(request)}>
        {label}
      </Button>
    ))}
    <BookingHost />
  </Stack>,
);
