import { CLINIC, chakra, Stack, Text, useClinicWords } from '@clinic/shared';
import type { ReactNode } from 'react';
import { useShellText } from '../../messages/shellText';
import { CONTACTS_CONTENT } from './content';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold">
        {children}
      </Text>
    </div>
  );
}

/** SPEC §2 contacts: the address in Almaty, two phones, one e-mail and the hours. */
export function ContactDetails() {
  const text = useShellText();
  const clinic = useClinicWords();
  const content = CONTACTS_CONTENT.useContent();
  return (
    <Stack as="address" gap="4" fontStyle="normal">
      <Detail label={content.address}>{clinic.address}</Detail>
      <Detail label={text('contacts.bookingPhone')}>
        <chakra.a href={CLINIC.bookingPhone.href}>{CLINIC.bookingPhone.label}</chakra.a>
      </Detail>
      <Detail label="WhatsApp">
        <chakra.a href={CLINIC.messengerPhone.href} target="_blank" rel="noopener">
          {CLINIC.messengerPhone.label}
        </chakra.a>
      </Detail>
      <Detail label="E-mail">
        <chakra.a href={`mailto:${CLINIC.email}`}>{CLINIC.email}</chakra.a>
      </Detail>
      <Detail label={content.hours}>{clinic.workingHoursText}</Detail>
    </Stack>
  );
}
