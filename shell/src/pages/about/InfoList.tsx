import { Heading, SimpleGrid, Stack, Text } from '@clinic/shared';
import { Card } from '../../ui/Card';

interface InfoListProps {
  id: string;
  title: string;
  items: ReadonlyArray<{ title: string; text: string }>;
  columns: number;
}

/** A titled card of short statements: the values, the advantages. */
export function InfoList({ id, title, items, columns }: InfoListProps) {
  return (
    <Card aria-labelledby={id}>
      <Heading as="h2" id={id} size="xl" mb="4">
        {title}
      </Heading>
      <SimpleGrid as="ul" columns={columns} gap="4" listStyleType="none">
        {items.map((item) => (
          <Stack as="li" key={item.title} gap="1" bg="bg.page" borderRadius="xl" p="4">
            <Heading as="h3" size="md">
              {item.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {item.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
