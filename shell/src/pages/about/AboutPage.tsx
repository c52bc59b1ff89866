import { $viewport, Grid, Heading, Stack, Text, usePageMeta } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Card } from '../../ui/Card';
import { VacanciesLink } from '../../ui/VacanciesLink';
import { AboutIntro } from './AboutIntro';
import { ABOUT_CONTENT } from './content';
import { EcosystemTabs } from './EcosystemTabs';
import { InfoList } from './InfoList';
import { LicenceCard } from './LicenceCard';
import { aboutOpened } from './model';
import { TopicChips } from './TopicChips';

function AboutDesktop() {
  const { values, work } = ABOUT_CONTENT.useContent();
  return (
    <Stack gap="6">
      <AboutIntro />
      <InfoList id="values-title" title={values.title} items={values.items} columns={3} />
      <Grid templateColumns="minmax(0, 7fr) minmax(0, 5fr)" gap="6" alignItems="start">
        <LicenceCard />
        <Stack gap="6">
          <TopicChips />
          <Card aria-labelledby="work-title">
            <Heading as="h2" id="work-title" size="xl" mb="2">
              {work.title}
            </Heading>
            <Text color="fg.muted" mb="4">
              {work.text}
            </Text>
            <VacanciesLink />
          </Card>
        </Stack>
      </Grid>
    </Stack>
  );
}

function AboutMobile() {
  const { values, advantages } = ABOUT_CONTENT.useContent();
  return (
    <Stack gap="5">
      <AboutIntro />
      <EcosystemTabs />
      <InfoList id="values-title" title={values.title} items={values.items} columns={1} />
      <InfoList id="advantages-title" title={advantages.title} items={advantages.items} columns={1} />
    </Stack>
  );
}

export function AboutPage() {
  const content = ABOUT_CONTENT.useContent();
  usePageMeta(content.title, content.description);
  const [{ isMobile }, opened] = useUnit([$viewport, aboutOpened]);
  useEffect(() => opened(), [opened]);
  return (
    <>
      <Heading as="h1" size="2xl" mb="4">
        {content.title}
      </Heading>
      {isMobile ? <AboutMobile /> : <AboutDesktop />}
    </>
  );
}
