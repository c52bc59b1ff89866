import { $viewport, Grid, Heading, Stack, Text, usePageMeta } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Card } from '../../ui/Card';
import { VacanciesLink } from '../../ui/VacanciesLink';
import { AboutIntro } from './AboutIntro';
import { ADVANTAGES, VALUES } from './content';
import { EcosystemTabs } from './EcosystemTabs';
import { InfoList } from './InfoList';
import { LicenceCard } from './LicenceCard';
import { aboutOpened } from './model';
import { TopicChips } from './TopicChips';

function AboutDesktop() {
  return (
    <Stack gap="6">
      <AboutIntro />
      <InfoList id="values-title" title="Наши ценности" items={VALUES} columns={3} />
      <Grid templateColumns="minmax(0, 7fr) minmax(0, 5fr)" gap="6" alignItems="start">
        <LicenceCard />
        <Stack gap="6">
          <TopicChips />
          <Card aria-labelledby="work-title">
            <Heading as="h2" id="work-title" size="xl" mb="2">
              Работа в клинике
            </Heading>
            <Text color="fg.muted" mb="4">
              Ищем врачей, медсестёр и администраторов, которым важен пациент.
            </Text>
            <VacanciesLink />
          </Card>
        </Stack>
      </Grid>
    </Stack>
  );
}

function AboutMobile() {
  return (
    <Stack gap="5">
      <AboutIntro />
      <EcosystemTabs />
      <InfoList id="values-title" title="Наши ценности" items={VALUES} columns={1} />
      <InfoList id="advantages-title" title="Преимущества работы у нас" items={ADVANTAGES} columns={1} />
    </Stack>
  );
}

export function AboutPage() {
  usePageMeta(
    'О клинике',
    '10 лет работы и более 30 000 пациентов: диагностическая клиника в Алматы с собственной лабораторией. Ценности, лицензия и вакансии.',
  );
  const [{ isMobile }, opened] = useUnit([$viewport, aboutOpened]);
  useEffect(() => opened(), [opened]);
  return (
    <>
      <Heading as="h1" size="2xl" mb="4">
        О клинике
      </Heading>
      {isMobile ? <AboutMobile /> : <AboutDesktop />}
    </>
  );
}
