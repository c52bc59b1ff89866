import { AppLink, Box, chakra, ROUTES, Text } from '@clinic/shared';

/** SPEC §2: the rows of the service tiles card, each with a one-line description. */
export const SECTION_ROWS = [
  { to: ROUTES.TOP_SERVICES, title: 'Услуги', text: 'Диагностика, процедуры и приём специалистов' },
  { to: ROUTES.ANALYSIS_LIST, title: 'Анализы', text: 'Собственная лаборатория и калькулятор стоимости' },
  { to: ROUTES.CHECK_UP_LIST, title: 'Check up', text: 'Комплексные программы обследования за один визит' },
] as const;

export function SectionRows() {
  return (
    <chakra.nav aria-label="Разделы клиники">
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
                  {row.title}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {row.text}
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
