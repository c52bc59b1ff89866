import { $bookingRequest, Box, Button, bookingClosed, Heading, Text } from '@clinic/shared';
import { useUnit } from 'effector-react';

const TITLES: Record<string, string> = {
  services: 'Запись на услугу',
  promotion: 'Запись по акции',
  doctor: 'Запись к врачу',
  checkup: 'Запись на check-up',
  consult: 'Консультация',
  mail: 'Обратный звонок',
};

/** Serves every `bookingRequested` on the bus. The full form is the booking issue's; this is the host. */
export default function BookingHost() {
  const [request, close] = useUnit([$bookingRequest, bookingClosed]);
  if (!request) return null;
  return (
    <Box
      role="dialog"
      aria-modal="true"
      aria-labelledby="booking-title"
      bg="white"
      borderRadius="2xl"
      shadow="lg"
      p="6"
      maxW="600px"
      mx="auto"
    >
      <Heading as="h2" id="booking-title" size="lg" mb="2">
        {TITLES[request.kind]}
      </Heading>
      {request.targetId !== undefined && <Text data-testid="booking-target">Номер: {request.targetId}</Text>}
      <Button type="button" mt="4" variant="gray" onClick={() => close()}>
        Закрыть
      </Button>
    </Box>
  );
}
