import { AppLink, Button, Heading, pathTo, ROUTES, SimpleGrid, Stack, Text } from '@clinic/shared';
import { Accordion } from '@clinic/shared/interactive';
import { useUnit } from 'effector-react';
import { CheckUpPackageCard } from '../../ui/CheckUpPackageCard';
import { ParentCheckUpCard } from '../../ui/ParentCheckUpCard';
import { $selectedCheckUpId, type CheckUpCategoryPage, checkUpToggled, consultClicked } from './model';

/** The mobile category page: an accordion per check-up, then the other CHECK-UP packages. */
export default function CheckUpAccordion({ page }: { page: CheckUpCategoryPage }) {
  const [selected, toggle, consult] = useUnit([$selectedCheckUpId, checkUpToggled, consultClicked]);
  return (
    <Stack gap="8">
      <Accordion.Root
        collapsible
        value={selected === null ? [] : [String(selected)]}
        onValueChange={({ value }) => toggle(value[0] ? Number(value[0]) : null)}
      >
        {page.checkUps.map((checkUp) => (
          <Accordion.Item
            key={checkUp.id}
            value={String(checkUp.id)}
            bg="white"
            borderRadius="2xl"
            mb="3"
            px="4"
          >
            <Accordion.ItemTrigger py="4" fontWeight="semibold" fontSize="lg" cursor="pointer">
              <Text flex="1" textAlign="start">
                {checkUp.name}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody pb="4">
                <Stack gap="3">
                  {checkUp.packages.map((item) => (
                    <CheckUpPackageCard key={item.id} item={item} />
                  ))}
                  <Button type="button" onClick={() => consult()}>
                    Получить консультацию
                  </Button>
                  <AppLink
                    to={pathTo(ROUTES.CHECK_UP_ADULTS_DETAILS, { slug: checkUp.slug })}
                    color="brand.700"
                    textAlign="center"
                    fontWeight="medium"
                  >
                    Подробнее о программе
                  </AppLink>
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      {page.others.length > 0 && (
        <Stack as="section" aria-labelledby="other-check-ups" gap="4">
          <Heading as="h2" id="other-check-ups" size="xl">
            Другие CHECK-UP пакеты
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={2} gap="3">
            {page.others.map((parent) => (
              <li key={parent.id}>
                <ParentCheckUpCard parent={parent} compact />
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
