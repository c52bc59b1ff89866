import { AppLink, BookingLink, type BookingRequest, bookingRequested, chakra, Stack } from '@clinic/shared';
import { useShellText } from '../messages/shellText';
import { ContactLines } from './ContactLines';
import { LanguageSwitch } from './LanguageSwitch';
import { MAIN_NAV, MORE_NAV } from './navigation';

/** 'Записаться онлайн': the generic callback, under the title of those words. */
const ONLINE_BOOKING: BookingRequest = { kind: 'mail', entry: 'online' };

/** The mobile menu overlay: page links, both phones, the address and online booking. */
export function BurgerMenu({ onClose }: { onClose: () => void }) {
  const text = useShellText();
  return (
    <chakra.div
      id="burger-menu"
      position="fixed"
      top="3.5rem"
      left="0"
      right="0"
      bottom="0"
      bg="white"
      overflowY="auto"
      px="4"
      py="4"
      zIndex="overlay"
    >
      <chakra.nav aria-label={text('nav.menu')}>
        <Stack as="ul" gap="0" listStyleType="none" mb="6">
          {[...MAIN_NAV, ...MORE_NAV].map((item) => (
            <li key={item.to}>
              <AppLink
                to={item.to}
                display="block"
                py="3"
                fontSize="lg"
                borderBottomWidth="1px"
                borderColor="gray.100"
              >
                {text(item.label)}
              </AppLink>
            </li>
          ))}
        </Stack>
      </chakra.nav>
      <LanguageSwitch mb="6" />
      <ContactLines />
      <BookingLink
        request={ONLINE_BOOKING}
        mt="6"
        w="full"
        onBook={() => {
          bookingRequested(ONLINE_BOOKING);
          onClose();
        }}
      >
        {text('menu.bookOnline')}
      </BookingLink>
    </chakra.div>
  );
}
