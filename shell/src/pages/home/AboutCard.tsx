import { AppLink, Grid, Heading, HStack, ROUTES, Stack, Text } from '@clinic/shared';
import { Card } from '../../ui/Card';
import { FigureStat } from '../../ui/FigureStat';
import { CLINIC_FIGURES, formatAtLeast } from '../figures';

/** Desktop home: the about-us card, one row across the page: who we are and the way on | the clinic's figures. */
export function AboutCard() {
  return (
    <Card aria-labelledby="home-about-title">
      <Grid templateColumns="minmax(0, 7fr) minmax(0, 5fr)" gap="8" alignItems="center">
        <Stack gap="3" align="start">
          <Heading as="h2" id="home-about-title" size="xl">
            О клинике
          </Heading>
          <Text color="fg.muted">
            Диагностическая клиника в Алматы: собственная лаборатория, современное оборудование и врачи с
            опытом работы в ведущих клиниках Казахстана.
          </Text>
          <AppLink to={ROUTES.ABOUT_US} color="brand.700" fontWeight="semibold">
            Подробнее о клинике →
          </AppLink>
        </Stack>
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
      </Grid>
    </Card>
  );
}
