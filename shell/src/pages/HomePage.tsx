import { AppLink, Heading, ROUTES, SimpleGrid, Text, usePageMeta } from '@clinic/shared';

const SECTIONS = [
  { to: ROUTES.TOP_SERVICES, title: 'Услуги', text: 'Диагностика и приём специалистов' },
  { to: ROUTES.ANALYSIS_LIST, title: 'Анализы', text: 'Собственная лаборатория, калькулятор стоимости' },
  { to: ROUTES.CHECK_UP_LIST, title: 'Check up', text: 'Комплексные программы обследования' },
] as const;

export function HomePage() {
  usePageMeta('Диагностическая клиника в Алматы', 'Анализы, check-up, приём врачей и акции в Алматы.');
  return (
    <>
      <Heading as="h1" size="2xl" my="4">
        Диагностическая клиника в Алматы
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {SECTIONS.map((section) => (
          <AppLink
            key={section.to}
            to={section.to}
            bg="white"
            borderRadius="2xl"
            p="6"
            display="block"
            _hover={{ shadow: 'md' }}
          >
            <Text fontWeight="bold" fontSize="xl">
              {section.title}
            </Text>
            <Text color="fg.muted">{section.text}</Text>
          </AppLink>
        ))}
      </SimpleGrid>
    </>
  );
}
