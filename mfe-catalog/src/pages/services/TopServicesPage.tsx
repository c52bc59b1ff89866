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
import { servicesQuery } from './model';

export function TopServicesPage() {
  usePageMeta('Услуги клиники', 'Диагностика и приём специалистов в Алматы.');
  useEffect(() => {
    servicesQuery.started();
  }, []);
  return (
    <>
      <Heading as="h1" size="2xl" my="4">
        Услуги
      </Heading>
      <QueryView query={servicesQuery}>
        {(services) => (
          <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none">
            {services.map((service) => (
              <Box as="li" key={service.id} bg="white" borderRadius="xl" p="4">
                <Link to={pathTo(ROUTES.SERVICE_DETAILS, { slug: service.slug })}>
                  <Text fontWeight="semibold">{service.name}</Text>
                </Link>
                <Text color="fg.muted">{formatPriceFrom(service.price)}</Text>
              </Box>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </>
  );
}
