import { $viewport, Box, Heading, QueryView, ROUTES, SimpleGrid, Stack, Text } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { promotionCardShowsImage } from '../../rules/lists';
import { listedItems, useListPageMeta } from '../../rules/pageMeta';
import { DiscountCard } from '../../ui/DiscountCard';
import { PromotionCard } from '../../ui/PromotionCard';
import { $search } from '../promotions-layout/model';
import { filterPromotions } from '../promotions-layout/tabs';
import { useTabCategory } from '../promotions-layout/useTabCategory';
import { $morePromotions, promotionsQuery } from './model';

/** SPEC §2 promotions list: all cards, then 'Ещё акции:' on desktop; on mobile only the 4th card has a picture. */
export function PromotionsListPage() {
  const [list, search, more, { isMobile }] = useUnit([
    promotionsQuery.$data,
    $search,
    $morePromotions,
    $viewport,
  ]);
  const visible = filterPromotions(list ?? [], useTabCategory(), search);
  useListPageMeta(
    'Акции и скидки',
    'Действующие акции диагностической клиники в Алматы.',
    listedItems(visible, ROUTES.PROMOTION_DETAILS, (promotion) => promotion.price),
  );
  return (
    <>
      <Heading as="h1" size={isMobile ? '2xl' : '3xl'} mb="4">
        Акции
      </Heading>
      <QueryView query={promotionsQuery}>
        {() => (
          <Stack gap="8">
            {visible.length === 0 ? (
              <Text role="status" bg="white" borderRadius="2xl" p="6">
                По вашему запросу акций не найдено. Попробуйте другое название или вкладку «Все акции».
              </Text>
            ) : (
              <SimpleGrid as="ul" listStyleType="none" columns={isMobile ? 1 : 3} gap="4" aria-label="Акции">
                {visible.map((promotion, index) => (
                  <li key={promotion.id}>
                    <PromotionCard
                      promotion={promotion}
                      withImage={promotionCardShowsImage(index, isMobile)}
                    />
                  </li>
                ))}
              </SimpleGrid>
            )}
            {!isMobile && more.length > 0 && (
              <Box as="section" aria-labelledby="more-promotions">
                <Heading as="h2" id="more-promotions" size="xl" mb="4">
                  Ещё акции:
                </Heading>
                <SimpleGrid as="ul" listStyleType="none" columns={3} gap="4">
                  {more.map((promotion) => (
                    <li key={promotion.id}>
                      <DiscountCard promotion={promotion} />
                    </li>
                  ))}
                </SimpleGrid>
              </Box>
            )}
          </Stack>
        )}
      </QueryView>
    </>
  );
}
