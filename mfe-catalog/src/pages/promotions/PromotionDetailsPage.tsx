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
import { promotionsQuery } from './model';

export function PromotionDetailsPage() {
  const { slug } = useParams();
  useEffect(() => {
    promotionsQuery.started();
  }, []);
  return (
    <QueryView query={promotionsQuery}>
      {(promotions) => {
        const promotion = promotions.find((item) => item.slug === slug);
        if (!promotion) return <NotFoundMessage back={{ to: ROUTES.PROMOTIONS_LIST, label: 'Все акции' }} />;
        return (
          <Stack bg="white" borderRadius="2xl" p="6" gap="3">
            <Heading as="h1" size="2xl">
              {promotion.name}
            </Heading>
            <Text>{promotion.description}</Text>
            <Text fontWeight="semibold">Стоимость: {formatPrice(promotion.price)}</Text>
            <Button
              type="button"
              alignSelf="start"
              onClick={() => bookingRequested({ kind: 'promotion', targetId: promotion.id })}
            >
              Записаться на прием
            </Button>
          </Stack>
        );
      }}
    </QueryView>
  );
}
