import { $viewport, BookingLink, CLINIC, Grid, Heading, usePageMeta } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { Card } from '../../ui/Card';
import { ContactDetails } from './ContactDetails';
import { ContactsMap } from './ContactsMap';

export function ContactsPage() {
  usePageMeta(
    'Контакты',
    `Адрес клиники: ${CLINIC.address}. Телефон ${CLINIC.bookingPhone.label}, WhatsApp ${CLINIC.messengerPhone.label}. ${CLINIC.workingHoursText}.`,
  );
  const { isMobile } = useUnit($viewport);
  return (
    <>
      <Heading as="h1" size="2xl" mb="4">
        Контакты
      </Heading>
      <Grid
        templateColumns={isMobile ? 'minmax(0, 1fr)' : 'minmax(0, 5fr) minmax(0, 7fr)'}
        gap={isMobile ? '5' : '6'}
        alignItems="start"
      >
        <Card aria-label="Как с нами связаться" display="flex" flexDirection="column" gap="6">
          <ContactDetails />
          <BookingLink request={{ kind: 'mail' }} size="lg" alignSelf={isMobile ? 'stretch' : 'start'}>
            заказать обратный звонок
          </BookingLink>
        </Card>
        <Card aria-label="Карта">
          <ContactsMap />
        </Card>
      </Grid>
    </>
  );
}
