import { AppLink, Heading, HStack, ROUTES, Text } from '@clinic/shared';
import { Card } from '../../ui/Card';
import { FigureStat } from '../../ui/FigureStat';
import { CLINIC_FIGURES, formatAtLeast } from '../figures';

/** Desktop home: the about-us card with the clinic's figures and a way to the about page. */
export function AboutCard() {
  return (
    <Card aria-labelledby="home-about-title" display="flex" flexDirection="column" gap="4">
      <Heading as="h2" id="home-about-title" size="xl">
        О клинике
      </Heading>
      <Text color="fg.muted">
        Диагностическая клиника в Алматы: собственная лаборатория, современное оборудование и врачи с опытом
        работы в ведущих клиниках Казахстана.
      </Text>
      <HStack gap="8" align="start">
        <FigureStat
          value={`${CLINIC_FIGURES.yearsOfOperation} лет`}
          caption="заботимся о здоровье алматинцев"
        />
        <FigureStat
          value={formatAtLeast(CLINIC_FIGURES.peopleTreated)}
          caption="человек прошли у нас лечение"
        />
      </HStack>
      <AppLink to={ROUTES.ABOUT_US} color="brand.700" fontWeight="semibold" mt="auto">
        Подробнее о клинике →
      </AppLink>
    </Card>
  );
}
