import { type CheckUpPackage, formatPrice, Heading, SimpleGrid, Stack, Text } from '@clinic/shared';
import { packagePrices } from '../rules/checkUps';
import { RichText } from './RichText';

/**
 * One package of a check-up: its programme (sanitised HTML) and the prices it has (men's, women's or both). `heading`: the level of
 * its name, one below the heading it sits under (no level skipped).
 */
export function CheckUpPackageCard({ item, heading }: { item: CheckUpPackage; heading: 'h2' | 'h3' }) {
  return (
    <Stack as="article" gap="3" bg="gray.50" borderRadius="2xl" p="4" data-testid="check-up-package">
      <Heading as={heading} size="md">
        {item.name}
      </Heading>
      {item.program_description.map((part, index) => (
        <RichText key={index} html={part.description} />
      ))}
      <SimpleGrid columns={2} gap="3">
        {packagePrices(item).map(({ label, price }) => (
          <PriceBox key={label} label={label} price={price} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PriceBox({ label, price }: { label: string; price: number }) {
  return (
    <Stack gap="0" bg="white" borderRadius="xl" p="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="bold" fontSize="lg">
        {formatPrice(price)}
      </Text>
    </Stack>
  );
}
