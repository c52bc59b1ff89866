import { AppLink, Box, chakra, ROUTES, Text } from '@clinic/shared';
import { useShellText } from '../../messages/shellText';

/** SPEC §2: the rows of the service tiles card, each with a one-line description. */
export const SECTION_ROWS = [
  { to: ROUTES.TOP_SERVICES, title: 'nav.services', text: 'home.r1' },
  { to: ROUTES.ANALYSIS_LIST, title: 'nav.analyses', text: 'home.r2' },
  { to: ROUTES.CHECK_UP_LIST, title: 'nav.checkUp', text: 'home.r3' },
] as const;

export function SectionRows() {
  const text = useShellText();
  return (
    <chakra.nav aria-label={text('home.rows')}>
      <chakra.ul listStyleType="none">
        {SECTION_ROWS.map((row) => (
          <li key={row.to}>
            <AppLink
              to={row.to}
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              gap="4"
              py="3"
              borderBottomWidth="1px"
              borderColor="gray.100"
              _hover={{ color: 'brand.700' }}
            >
              <Box>
                <Text fontWeight="bold" fontSize="xl">
                  {text(row.title)}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {text(row.text)}
                </Text>
              </Box>
              <Text aria-hidden="true" fontSize="xl" color="brand.600">
                →
              </Text>
            </AppLink>
          </li>
        ))}
      </chakra.ul>
    </chakra.nav>
  );
}
