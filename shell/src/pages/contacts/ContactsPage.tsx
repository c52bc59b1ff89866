import { $viewport, BookingLink, CLINIC, Grid, Heading, useClinicWords, usePageMeta } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useShellText } from '../../messages/shellText';
import { Card } from '../../ui/Card';
import { ContactDetails } from './ContactDetails';
import { ContactsMap } from './ContactsMap';

export function ContactsPage() {
  const text = useShellText();
  const clinic = useClinicWords();
  usePageMeta(
    text('nav.contacts'),
    text('contacts.desc', {
      address: clinic.address,
      phone: CLINIC.bookingPhone.label,
      whatsapp: CLINIC.messengerPhone.label,
      hours: clinic.workingHoursText,
    }),
  );
  const { isMobile } = useUnit($viewport);
  return (
    <>
      <Heading as="h1" size="2xl" mb="4">
        {text('nav.contacts')}
      </Heading>
      <Grid
        templateColumns={isMobile ? 'minmax(0, 1fr)' : 'minmax(0, 5fr) minmax(0, 7fr)'}
        gap={isMobile ? '5' : '6'}
        alignItems="start"
      >
        <Card aria-label={text('contacts.reach')} display="flex" flexDirection="column" gap="6">
          <ContactDetails />
          <BookingLink request={{ kind: 'mail' }} size="lg" alignSelf={isMobile ? 'stretch' : 'start'}>
            {text('contacts.callback')}
          </BookingLink>
        </Card>
        <Card aria-label={text('contacts.map')}>
          <ContactsMap />
        </Card>
      </Grid>
    </>
  );
}
