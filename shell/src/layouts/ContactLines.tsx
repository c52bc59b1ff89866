import { CLINIC, chakra, Stack, Text, useClinicWords } from '@clinic/shared';
import { useShellText } from '../messages/shellText';

/** The phones, address and hours, as the footer and the burger menu show them. */
export function ContactLines({ inverted = false }: { inverted?: boolean }) {
  const text = useShellText();
  const clinic = useClinicWords();
  const muted = inverted ? 'gray.300' : 'fg.muted';
  return (
    <Stack gap="2" fontSize="sm">
      <div>
        <Text color={muted}>{text('contacts.bookingPhone')}</Text>
        <chakra.a href={CLINIC.bookingPhone.href} fontWeight="semibold">
          {CLINIC.bookingPhone.label}
        </chakra.a>
      </div>
      <div>
        <Text color={muted}>WhatsApp</Text>
        <chakra.a href={CLINIC.messengerPhone.href} target="_blank" rel="noopener" fontWeight="semibold">
          {CLINIC.messengerPhone.label}
        </chakra.a>
      </div>
      <Text>{clinic.address}</Text>
      <Text>{text('contacts.hours', { hours: CLINIC.hours })}</Text>
    </Stack>
  );
}
