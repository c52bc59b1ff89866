import { Button, CLINIC, chakra, Flex, ROUTES, Text } from '@clinic/shared';
import { Link } from 'react-router-dom';
import { ContactLines } from './ContactLines';
import { FooterLinks } from './FooterLinks';
import { LegalLines } from './LegalLines';

export function Footer() {
  return (
    <chakra.footer bg="gray.900" color="white" mt="10">
      <Flex maxW="7xl" mx="auto" px="8" py="10" gap="10" justify="space-between" wrap="wrap">
        <div>
          <Text fontWeight="bold" fontSize="lg" mb="3">
            {CLINIC.name}
          </Text>
          <ContactLines inverted />
        </div>
        <FooterLinks />
        <chakra.section aria-label="Наши специалисты" maxW="xs">
          <Text fontWeight="semibold" mb="2">
            Наши специалисты
          </Text>
          <Text fontSize="sm" color="gray.300" mb="3">
            Более 50 врачей с опытом работы в ведущих клиниках Казахстана.
          </Text>
          <Button asChild variant="white" size="sm">
            <Link to={ROUTES.DOCTORS}>Все специалисты</Link>
          </Button>
        </chakra.section>
      </Flex>
      <chakra.div maxW="7xl" mx="auto" px="8" pb="8">
        <LegalLines />
      </chakra.div>
    </chakra.footer>
  );
}
