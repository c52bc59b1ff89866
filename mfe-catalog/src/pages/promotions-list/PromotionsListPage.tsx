import {
  $viewport,
  AppLink,
  Box,
  Heading,
  type Promotion,
  QueryView,
  ROUTES,
  SimpleGrid,
  Stack,
  Text,
} from '@clinic/shared';
import { SearchSuggestions } from '@clinic/shared/search';
import { useUnit } from 'effector-react';
import { useCatalogText } from '../../messages/catalogText';
import { promotionCardShowsImage } from '../../rules/lists';
import { listedItems, useListPageMeta } from '../../rules/pageMeta';
import { DiscountCard } from '../../ui/DiscountCard';
import { PromotionCard } from '../../ui/PromotionCard';
import { $search } from '../promotions-layout/model';
import { filterPromotions, promotionSuggestions } from '../promotions-layout/search';
import { type PromotionCategory, promotionsListHref } from '../promotions-layout/tabs';
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
  const category = useTabCategory();
  const text = useCatalogText();
  const visible = filterPromotions(list ?? [], category, search);
  useListPageMeta(
    text('promotions.blockTitle'),
    text('promotions.metaDescription'),
    listedItems(visible, ROUTES.PROMOTION_DETAILS, (promotion) => promotion.price),
  );
  return (
    <>
      <Heading as="h1" size={isMobile ? '2xl' : '3xl'} mb="4">
        {text('promotions.title')}
      </Heading>
      <QueryView query={promotionsQuery}>
        {() => (
          <Stack gap="8">
            {visible.length === 0 ? (
              <Box bg="white" borderRadius="2xl" p="6">
                <NothingFound list={list ?? []} category={category} search={search} />
              </Box>
            ) : (
              <SimpleGrid
                as="ul"
                listStyleType="none"
                columns={isMobile ? 1 : 3}
                gap="4"
                aria-label={text('promotions.title')}
              >
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
                  {text('promotions.more')}
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

interface NothingFoundProps {
  list: readonly Promotion[];
  category: PromotionCategory | null;
  search: string;
}

/** An empty tab, or a search that found nothing: searches in the tab that find something, and «Все акции». */
function NothingFound({ list, category, search }: NothingFoundProps) {
  const text = useCatalogText();
  if (!search.trim())
    return (
      <Text role="status">
        {text('promotions.emptyTab')}{' '}
        <AppLink to={promotionsListHref(null)} color="brand.700" textDecoration="underline">
          {text('promotions.all')}
        </AppLink>
      </Text>
    );
  const elsewhere = category !== null && filterPromotions(list, null, search).length > 0;
  return (
    <SearchSuggestions
      suggestions={promotionSuggestions(list, category, search)}
      hrefOf={(query) => promotionsListHref(category, query)}
    >
      {elsewhere ? (
        <>
          {text('promotions.or')}{' '}
          <AppLink to={promotionsListHref(null, search)} color="brand.700" textDecoration="underline">
            {text('promotions.searchAll')}
          </AppLink>
          .
        </>
      ) : category !== null ? (
        text('promotions.openAllTab')
      ) : null}
    </SearchSuggestions>
  );
}
