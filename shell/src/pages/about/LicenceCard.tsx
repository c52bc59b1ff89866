import { Heading, Text, useInteractiveKit } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { Card } from '../../ui/Card';
import { ABOUT_CONTENT } from './content';
import { $licenceTab, licenceTabSelected } from './model';

/** SPEC §2/§4: the tabbed licence/documentation card, the licence first. */
export function LicenceCard() {
  const { Tabs } = useInteractiveKit();
  const { licence } = ABOUT_CONTENT.useContent();
  const [tab, select] = useUnit([$licenceTab, licenceTabSelected]);
  return (
    <Card aria-labelledby="licence-title">
      <Heading as="h2" id="licence-title" size="xl" mb="3">
        {licence.title}
      </Heading>
      <Tabs.Root value={tab} onValueChange={(details) => select(details.value)} variant="line">
        <Tabs.List>
          <Tabs.Trigger value="license">{licence.licenceTab}</Tabs.Trigger>
          <Tabs.Trigger value="documentation">{licence.documentationTab}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="license">
          <Text>{licence.licenceText}</Text>
        </Tabs.Content>
        <Tabs.Content value="documentation">
          <Text>{licence.documentationText}</Text>
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}
