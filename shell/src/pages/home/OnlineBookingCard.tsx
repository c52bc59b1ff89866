import { BookingLink, CLINIC, chakra, Heading, Stack, Text } from '@clinic/shared';

/**
 * The online-booking widget beside the slider. It asks for the generic callback dialog (`mail`), the same
 * request as the menu's 'Записаться онлайн': the administrator calls back and picks a doctor and a time.
 */
export function OnlineBookingCard() {
  return (
    <Stack
      as="section"
      aria-labelledby="online-booking-title"
      gap="3"
      bg="brand.700"
      color="white"
      borderRadius="2xl"
      p="6"
      justify="space-between"
    >
      <Heading as="h2" id="online-booking-title" size="xl">
        Онлайн-запись
      </Heading>
      <Text color="brand.50">
        Оставьте номер телефона — администратор перезвонит, подберёт врача и удобное время.
      </Text>
      <BookingLink request={{ kind: 'mail', entry: 'online' }} variant="white" size="lg">
        Записаться онлайн
      </BookingLink>
      <Text fontSize="sm" color="brand.50">
        или позвоните:{' '}
        <chakra.a href={CLINIC.bookingPhone.href} color="white" fontWeight="semibold">
          {CLINIC.bookingPhone.label}
        </chakra.a>
      </Text>
    </Stack>
  );
}
