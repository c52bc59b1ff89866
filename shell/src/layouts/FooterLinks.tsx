import { AppLink, chakra, Stack } from '@clinic/shared';
import { MAIN_NAV, MORE_NAV } from './navigation';

export function FooterLinks() {
  return (
    <chakra.nav aria-label="Разделы сайта">
      <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
        {[...MAIN_NAV, ...MORE_NAV].map((item) => (
          <li key={item.to}>
            <AppLink to={item.to} _hover={{ textDecoration: 'underline' }} display="inline-block" py="1">
              {item.label}
            </AppLink>
          </li>
        ))}
      </Stack>
    </chakra.nav>
  );
}
