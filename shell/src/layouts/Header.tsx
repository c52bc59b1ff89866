import { AppNavLink, Button, CLINIC, chakra, Flex, HStack } from '@clinic/shared';
import { useShellText } from '../messages/shellText';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MAIN_NAV } from './navigation';

export function Header() {
  const text = useShellText();
  return (
    <chakra.header bg="white" borderBottomWidth="1px" borderColor="gray.200">
      {/* One line in both languages: the Kazakh words are longer, and a wrapped item doubles the header's height. */}
      <Flex
        maxW="7xl"
        mx="auto"
        px="8"
        py="3"
        align="center"
        justify="space-between"
        gap="3"
        whiteSpace="nowrap"
      >
        <Logo />
        <chakra.nav aria-label={text('nav.main')}>
          <HStack as="ul" gap="3" listStyleType="none">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <AppNavLink
                  to={item.to}
                  fontWeight="medium"
                  color="fg.body"
                  _hover={{ color: 'brand.700' }}
                  css={{ '&.active': { color: 'brand.700' } }}
                >
                  {text(item.label)}
                </AppNavLink>
              </li>
            ))}
          </HStack>
        </chakra.nav>
        <HStack gap="3">
          <chakra.a href={CLINIC.bookingPhone.href} fontWeight="semibold">
            {CLINIC.bookingPhone.label}
          </chakra.a>
          <chakra.a href={CLINIC.messengerPhone.href} target="_blank" rel="noopener" color="green.700">
            WhatsApp
          </chakra.a>
          <Button asChild variant="outline" size="sm">
            <a href={CLINIC.personalAccountUrl} target="_blank" rel="noopener">
              {text('header.account')}
            </a>
          </Button>
          <LanguageSwitch />
        </HStack>
      </Flex>
    </chakra.header>
  );
}
