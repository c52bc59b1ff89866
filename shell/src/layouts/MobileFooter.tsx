import { chakra, Stack, Text, useClinicWords } from '@clinic/shared';
import { ContactLines } from './ContactLines';
import { FooterLinks } from './FooterLinks';
import { LanguageSwitch } from './LanguageSwitch';
import { LegalLines } from './LegalLines';

export function MobileFooter() {
  const clinic = useClinicWords();
  // Room below the last link: a page's fixed bar (the analyses calculator) must never cover it.
  return (
    <chakra.footer bg="gray.900" color="white" mt="8" px="4" pt="8" pb="24">
      <Stack gap="6">
        <Text fontWeight="bold" fontSize="lg">
          {clinic.name}
        </Text>
        <ContactLines inverted />
        <LanguageSwitch inverted />
        <FooterLinks />
        <LegalLines />
      </Stack>
    </chakra.footer>
  );
}
