import { Heading, Text, useInteractiveKit } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { Card } from '../../ui/Card';
import { $licenceTab, licenceTabSelected } from './model';

/** SPEC §2/§4: the tabbed licence/documentation card, the licence first. */
export function LicenceCard() {
  const { Tabs } = useInteractiveKit();
  const [tab, select] = useUnit([$licenceTab, licenceTabSelected]);
  return (
    <Card aria-labelledby="licence-title">
      <Heading as="h2" id="licence-title" size="xl" mb="3">
        Лицензия и документы
      </Heading>
      <Tabs.Root value={tab} onValueChange={(details) => select(details.value)} variant="line">
        <Tabs.List>
          <Tabs.Trigger value="license">Лицензия</Tabs.Trigger>
          <Tabs.Trigger value="documentation">Документация</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="license">
          <Text>
            Клиника работает по государственной лицензии на медицинскую деятельность, выданной управлением
            общественного здравоохранения города Алматы. Оригинал лицензии и приложения к ней можно посмотреть
            у администратора клиники.
          </Text>
        </Tabs.Content>
        <Tabs.Content value="documentation">
          <Text>
            Договор на оказание платных медицинских услуг, прейскурант, правила внутреннего распорядка и права
            пациента — по запросу у администратора и на стойке регистрации.
          </Text>
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}
