import { Button, chakra, Flex, ROUTES, Text, useClinicWords } from '@clinic/shared';
import { Link } from 'react-router-dom';
import { useShellText } from '../messages/shellText';
import { ContactLines } from './ContactLines';
import { FooterLinks } from './FooterLinks';
import { LanguageSwitch } from './LanguageSwitch';
import { LegalLines } from './LegalLines';

export function Footer() {
  const text = useShellText();
  const clinic = useClinicWords();
  return (
    <chakra.footer bg="gray.900" color="white" mt="10">
      <Flex maxW="7xl" mx="auto" px="8" py="10" gap="10" justify="space-between" wrap="wrap">
        <div>
          <Text fontWeight="bold" fontSize="lg" mb="3">
            {clinic.name}
          </Text>
          <ContactLines inverted />
          <LanguageSwitch inverted mt="4" />
        </div>
        <FooterLinks />
        <chakra.section aria-label={text('footer.specialists')} maxW="xs">
          <Text fontWeight="semibold" mb="2">
            {text('footer.specialists')}
          </Text>
          <Text fontSize="sm" color="gray.300" mb="3">
            {text('footer.specialistsText')}
          </Text>
          <Button asChild variant="white" size="sm">
            <Link to={ROUTES.DOCTORS}>{text('footer.allSpecialists')}</Link>
          </Button>
        </chakra.section>
      </Flex>
      <chakra.div maxW="7xl" mx="auto" px="8" pb="8">
        <LegalLines />
      </chakra.div>
    </chakra.footer>
  );
}
