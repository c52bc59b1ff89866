import { chakra, Text, useInteractiveKit } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { Card } from '../../ui/Card';
import { ABOUT_CONTENT } from './content';
import { $aboutTab, aboutTabSelected } from './model';

/** Mobile about: Экосистема and Вакансии; Вакансии opens the job site in a new tab (see model). */
export function EcosystemTabs() {
  const { Tabs } = useInteractiveKit();
  const { ecosystem } = ABOUT_CONTENT.useContent();
  const [tab, select] = useUnit([$aboutTab, aboutTabSelected]);
  return (
    <Card aria-label={ecosystem.label}>
      {/* Manual activation: moving focus with the arrows must not open a new tab by itself. */}
      <Tabs.Root
        value={tab}
        onValueChange={(details) => select(details.value)}
        activationMode="manual"
        variant="enclosed"
        fitted
      >
        <Tabs.List>
          <Tabs.Trigger value="ecosystem">{ecosystem.tab}</Tabs.Trigger>
          <Tabs.Trigger value="vacancies">{ecosystem.vacanciesTab}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="ecosystem">
          <Text mb="2">{ecosystem.lead}</Text>
          <chakra.ul ps="5" listStyleType="disc">
            {ecosystem.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </chakra.ul>
        </Tabs.Content>
        <Tabs.Content value="vacancies">
          <Text>{ecosystem.vacanciesText}</Text>
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}
