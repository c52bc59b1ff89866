import { AppLink, Heading, hyphenate, ROUTES, SimpleGrid, Stack, Text } from '@clinic/shared';
import { Card } from '../../ui/Card';
import { FigureStat } from '../../ui/FigureStat';
import { CLINIC_FIGURES, formatAtLeast } from '../figures';

/** SPEC §2, mobile home: the 5000+ clients and the value statements (quality, precision, affordability). */
export const HOME_VALUES = [
  { title: 'Качество', text: 'Современное оборудование и опытные врачи' },
  { title: 'Точность', text: 'Собственная лаборатория: анализы без посредников' },
  { title: 'Доступность', text: 'Честные цены и программы на любой бюджет' },
] as const;

export function AboutBlock() {
  return (
    <Card aria-labelledby="home-about-title">
      <Heading as="h2" id="home-about-title" size="xl" mb="4">
        О клинике
      </Heading>
      <SimpleGrid columns={2} gap="3">
        <Stack bg="brand.600" borderRadius="xl" p="4" justify="center">
          <FigureStat
            value={formatAtLeast(CLINIC_FIGURES.satisfiedClients)}
            caption="довольных клиентов"
            inverted
          />
        </Stack>
        {HOME_VALUES.map((value) => (
          <Stack key={value.title} gap="1" bg="bg.page" borderRadius="xl" p="4">
            {/* Two to a row on a 320 px phone: long words break at a syllable, with a hyphen. */}
            <Text fontWeight="bold">{hyphenate(value.title)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {hyphenate(value.text)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <AppLink to={ROUTES.ABOUT_US} display="inline-block" mt="4" color="brand.700" fontWeight="semibold">
        Подробнее о клинике →
      </AppLink>
    </Card>
  );
}
