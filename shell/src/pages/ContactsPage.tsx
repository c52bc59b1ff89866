import { Button, bookingRequested, CLINIC, Heading, Stack, Text, usePageMeta } from '@clinic/shared';

export function ContactsPage() {
  usePageMeta('Контакты', `Адрес: ${CLINIC.address}. Часы работы ${CLINIC.hours}.`);
  return (
    <Stack gap="3" bg="white" borderRadius="2xl" p="6">
      <Heading as="h1" size="2xl">
        Контакты
      </Heading>
      <Text>{CLINIC.address}</Text>
      <Text>Часы работы: {CLINIC.hours}</Text>
      <Button type="button" alignSelf="start" onClick={() => bookingRequested({ kind: 'mail' })}>
        заказать обратный звонок
      </Button>
    </Stack>
  );
}
