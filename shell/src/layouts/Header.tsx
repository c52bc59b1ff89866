import { AppNavLink, Button, CLINIC, chakra, Flex, HStack } from '@clinic/shared';
import { Logo } from './Logo';
import { MAIN_NAV } from './navigation';

export function Header() {
  return (
    <chakra.header bg="white" borderBottomWidth="1px" borderColor="gray.200">
      <Flex maxW="7xl" mx="auto" px="8" py="3" align="center" justify="space-between" gap="6">
        <Logo />
        <chakra.nav aria-label="Основная навигация">
          <HStack as="ul" gap="5" listStyleType="none">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <AppNavLink
                  to={item.to}
                  fontWeight="medium"
                  color="fg.body"
                  _hover={{ color: 'brand.700' }}
                  css={{ '&.active': { color: 'brand.700' } }}
                >
                  {item.label}
                </AppNavLink>
              </li>
            ))}
          </HStack>
        </chakra.nav>
        <HStack gap="4">
          <chakra.a href={CLINIC.bookingPhone.href} fontWeight="semibold">
            {CLINIC.bookingPhone.label}
          </chakra.a>
          <chakra.a href={CLINIC.messengerPhone.href} target="_blank" rel="noopener" color="green.700">
            WhatsApp
          </chakra.a>
          <Button asChild variant="outline" size="sm">
            <a href={CLINIC.personalAccountUrl} target="_blank" rel="noopener">
              Личный кабинет
            </a>
          </Button>
        </HStack>
      </Flex>
    </chakra.header>
  );
}
