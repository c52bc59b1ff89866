import { chakra, Text, useInteractiveKit } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { Card } from '../../ui/Card';
import { ECOSYSTEM } from './content';
import { $aboutTab, aboutTabSelected } from './model';

/** Mobile about: Экосистема and Вакансии; Вакансии opens the job site in a new tab (see model). */
export function EcosystemTabs() {
  const { Tabs } = useInteractiveKit();
  const [tab, select] = useUnit([$aboutTab, aboutTabSelected]);
  return (
    <Card aria-label="Экосистема и вакансии">
      {/* Manual activation: moving focus with the arrows must not open a new tab by itself. */}
      <Tabs.Root
        value={tab}
        onValueChange={(details) => select(details.value)}
        activationMode="manual"
        variant="enclosed"
        fitted
      >
        <Tabs.List>
          <Tabs.Trigger value="ecosystem">Экосистема</Tabs.Trigger>
          <Tabs.Trigger value="vacancies">Вакансии</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="ecosystem">
          <Text mb="2">Всё для обследования и лечения — в одной клинике:</Text>
          <chakra.ul ps="5" listStyleType="disc">
            {ECOSYSTEM.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </chakra.ul>
        </Tabs.Content>
        <Tabs.Content value="vacancies">
          <Text>Вакансии клиники открываются на сайте поиска работы в новой вкладке.</Text>
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}
