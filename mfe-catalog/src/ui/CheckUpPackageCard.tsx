import { type CheckUpPackage, Heading, SimpleGrid, Stack, Text } from '@clinic/shared';
import { useCatalogText } from '../messages/catalogText';
import { usePrices } from '../messages/widgets/widgetText';
import { packagePrices } from '../rules/checkUps';
import { RichText } from './RichText';

/**
 * One package of a check-up: its programme (sanitised HTML) and the prices it has (men's, women's or both). `heading`: the level of
 * its name, one below the heading it sits under (no level skipped).
 */
export function CheckUpPackageCard({ item, heading }: { item: CheckUpPackage; heading: 'h2' | 'h3' }) {
  const text = useCatalogText();
  return (
    <Stack as="article" gap="3" bg="gray.50" borderRadius="2xl" p="4" data-testid="check-up-package">
      <Heading as={heading} size="md">
        {item.name}
      </Heading>
      {item.program_description.map((part, index) => (
        <RichText key={index} html={part.description} />
      ))}
      <SimpleGrid columns={2} gap="3">
        {packagePrices(item).map(({ sex, price }) => (
          <PriceBox
            key={sex}
            label={text(sex === 'male' ? 'checkUps.forMen' : 'checkUps.forWomen')}
            price={price}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PriceBox({ label, price }: { label: string; price: number }) {
  const prices = usePrices();
  return (
    <Stack gap="0" bg="white" borderRadius="xl" p="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="bold" fontSize="lg">
        {prices.price(price)}
      </Text>
    </Stack>
  );
}
