import { BookingLink, CLINIC, chakra, Heading, Stack, Text } from '@clinic/shared';
import { useShellText } from '../../messages/shellText';

/**
 * The online-booking widget beside the slider. It asks for the generic callback dialog (`mail`), the same
 * request as the menu's 'Записаться онлайн': the administrator calls back and picks a doctor and a time.
 */
export function OnlineBookingCard() {
  const text = useShellText();
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
        {text('book.title')}
      </Heading>
      <Text color="brand.50">{text('book.text')}</Text>
      <BookingLink request={{ kind: 'mail', entry: 'online' }} variant="white" size="lg">
        {text('menu.bookOnline')}
      </BookingLink>
      <Text fontSize="sm" color="brand.50">
        {text('book.call')}{' '}
        <chakra.a href={CLINIC.bookingPhone.href} color="white" fontWeight="semibold">
          {CLINIC.bookingPhone.label}
        </chakra.a>
      </Text>
    </Stack>
  );
}
