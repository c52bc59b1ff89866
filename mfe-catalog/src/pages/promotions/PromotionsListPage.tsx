import {
  Box,
  formatDiscount,
  formatPrice,
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
import { promotionsQuery } from './model';

export function PromotionsListPage() {
  usePageMeta('Акции и скидки', 'Действующие акции диагностической клиники в Алматы.');
  useEffect(() => {
    promotionsQuery.started();
  }, []);
  return (
    <>
      <Heading as="h1" size="2xl" my="4">
        Акции
      </Heading>
      <QueryView query={promotionsQuery}>
        {(promotions) => (
          <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none">
            {promotions.map((promotion) => (
              <Box
                as="li"
                key={promotion.id}
                bg={promotion.is_certificate ? 'brand.600' : 'white'}
                color={promotion.is_certificate ? 'white' : undefined}
                borderRadius="xl"
                p="4"
              >
                <Link to={pathTo(ROUTES.PROMOTION_DETAILS, { slug: promotion.slug })}>
                  <Text fontWeight="semibold">{promotion.name}</Text>
                </Link>
                <Text>
                  {formatPrice(promotion.price)} {formatDiscount(promotion.discount)}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </>
  );
}
