import { AppLink, CLINIC, ROUTES, Stack, Text, useClinicWords } from '@clinic/shared';
import { useShellText } from '../messages/shellText';

/**
 * The footer's small print: the medical licence (advertising a licensed activity must show its number and who
 * issued it) and the personal-data consent, both from CLINIC.
 */
export function LegalLines() {
  const text = useShellText();
  const clinic = useClinicWords();
  const { licence } = CLINIC;
  return (
    <Stack gap="1" fontSize="xs" color="gray.300">
      <Text>
        {text('legal.licence', {
          legalName: clinic.legalName,
          bin: CLINIC.legal.bin,
          number: licence.number,
          issuedOn: licence.issuedOn,
          issuedBy: clinic.licenceIssuedBy,
        })}
      </Text>
      <AppLink to={ROUTES.PERSONAL_DATA} textDecoration="underline" alignSelf="flex-start" py="1">
        {text('legal.consent')}
      </AppLink>
    </Stack>
  );
}
