import {
  Box,
  formatPriceFrom,
  Heading,
  pathTo,
  QueryView,
  ROUTES,
  SimpleGrid,
  Text,
  usePageMeta,
} from '@clinic/shared';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { parentCheckUpsQuery } from './model';

export function CheckUpListPage() {
  usePageMeta('Check-up программы', 'Комплексные программы обследования для взрослых.');
  useEffect(() => {
    parentCheckUpsQuery.started();
  }, []);
  return (
    <>
      <Heading as="h1" size="2xl" my="4">
        Check-up
      </Heading>
      <QueryView query={parentCheckUpsQuery}>
        {(parents) => (
          <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none">
            {parents.map((parent) => (
              <Box as="li" key={parent.id} bg="white" borderRadius="xl" p="4">
                <Link to={pathTo(ROUTES.CHECK_UP_ADULTS, { slug: parent.slug })}>
                  <Text fontWeight="semibold">{parent.name}</Text>
                </Link>
                <Text color="fg.muted">{formatPriceFrom(parent.min_price)}</Text>
              </Box>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </>
  );
}
