import { AppLink, CLINIC, ROUTES, Stack, Text } from '@clinic/shared';

/**
 * The footer's small print: the medical licence (advertising a licensed activity must show its number and who
 * issued it) and the personal-data consent, both from CLINIC.
 */
export function LegalLines() {
  const { licence } = CLINIC;
  return (
    <Stack gap="1" fontSize="xs" color="gray.300">
      <Text>
        {CLINIC.legal.name}, БИН {CLINIC.legal.bin}. Лицензия на медицинскую деятельность {licence.number} от{' '}
        {licence.issuedOn}, выдана: {licence.issuedBy}.
      </Text>
      <AppLink to={ROUTES.PERSONAL_DATA} textDecoration="underline" alignSelf="flex-start" py="1">
        Согласие на обработку персональных данных
      </AppLink>
    </Stack>
  );
}
