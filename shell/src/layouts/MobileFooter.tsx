import { CLINIC, chakra, Stack, Text } from '@clinic/shared';
import { ContactLines } from './ContactLines';
import { FooterLinks } from './FooterLinks';
import { LegalLines } from './LegalLines';

export function MobileFooter() {
  return (
    <chakra.footer bg="gray.900" color="white" mt="8" px="4" py="8">
      <Stack gap="6">
        <Text fontWeight="bold" fontSize="lg">
          {CLINIC.name}
        </Text>
        <ContactLines inverted />
        <FooterLinks />
        <LegalLines />
      </Stack>
    </chakra.footer>
  );
}
