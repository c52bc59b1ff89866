import {
  Button,
  bookingRequested,
  formatPrice,
  Heading,
  NotFoundMessage,
  QueryView,
  ROUTES,
  Stack,
  Text,
} from '@clinic/shared';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { servicesQuery } from './model';

export function ServiceDetailsPage() {
  const { slug } = useParams();
  useEffect(() => {
    servicesQuery.started();
  }, []);
  return (
    <QueryView query={servicesQuery}>
      {(services) => {
        const service = services.find((item) => item.slug === slug);
        if (!service) return <NotFoundMessage back={{ to: ROUTES.TOP_SERVICES, label: 'Все услуги' }} />;
        return (
          <Stack bg="white" borderRadius="2xl" p="6" gap="3">
            <Heading as="h1" size="2xl">
              {service.name}
            </Heading>
            <Text>{service.description}</Text>
            <Text fontWeight="semibold">Стоимость: {formatPrice(service.price)}</Text>
            <Button
              type="button"
              alignSelf="start"
              onClick={() => bookingRequested({ kind: 'services', targetId: service.id })}
            >
              Записаться на прием
            </Button>
          </Stack>
        );
      }}
    </QueryView>
  );
}
