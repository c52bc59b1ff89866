import { AppLink, chakra, Stack } from '@clinic/shared';
import { useShellText } from '../messages/shellText';
import { MAIN_NAV, MORE_NAV } from './navigation';

export function FooterLinks() {
  const text = useShellText();
  return (
    <chakra.nav aria-label={text('nav.sections')}>
      <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
        {[...MAIN_NAV, ...MORE_NAV].map((item) => (
          <li key={item.to}>
            <AppLink to={item.to} _hover={{ textDecoration: 'underline' }} display="inline-block" py="1">
              {text(item.label)}
            </AppLink>
          </li>
        ))}
      </Stack>
    </chakra.nav>
  );
}
