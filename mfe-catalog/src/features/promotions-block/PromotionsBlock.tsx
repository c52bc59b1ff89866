import {
  AppLink,
  Button,
  Flex,
  Heading,
  QueryView,
  ROUTES,
  SimpleGrid,
  SkeletonList,
  Stack,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { useWidgetText } from '../../messages/widgets/widgetText';
import { PURPLE_PROMOTION_INDEX } from '../../rules/lists';
import { DiscountCard } from '../../ui/DiscountCard';
import { pickPromotions, promotionsQuery } from './model';

interface PromotionsBlockProps {
  title: string;
  count: number;
  /** The promotion the page is about, left out of 'other promotions'. */
  excludeId?: number;
  /** The 4th card purple (top page and home, SPEC §2). */
  purpleFourth?: boolean;
  /** How the way to the whole list looks: the 'все акции' link or the mobile 'Все акции' button. */
  allPromotions?: 'link' | 'button';
  columns?: number;
  /** The widget shows its load error; on a page the block is an extra, and the page's own error says it all. */
  hideOnError?: boolean;
}

/** A short list of promotions as discount cards; its data is started by the page's route or by the widget. */
export function PromotionsBlock({
  title,
  count,
  excludeId,
  purpleFourth = false,
  allPromotions,
  columns = 4,
  hideOnError = true,
}: PromotionsBlockProps) {
  const failed = useUnit(promotionsQuery.$error) !== null;
  const text = useWidgetText();
  if (failed && hideOnError) return null;
  return (
    <Stack as="section" aria-label={title} gap="4" my="6">
      <Flex justify="space-between" align="baseline" gap="4">
        <Heading as="h2" size="xl">
          {title}
        </Heading>
        {allPromotions === 'link' && (
          <AppLink to={ROUTES.PROMOTIONS_LIST} color="brand.700" fontWeight="medium">
            {text('promotions.allLink')}
          </AppLink>
        )}
      </Flex>
      <QueryView
        query={promotionsQuery}
        loading={
          <SimpleGrid columns={{ base: 1, sm: 2, md: columns }} gap="4">
            <SkeletonList count={3} height="36" />
          </SimpleGrid>
        }
      >
        {(promotions) => (
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, md: columns }} gap="4" listStyleType="none">
            {pickPromotions(promotions, count, excludeId).map((promotion, index) => (
              <li key={promotion.id}>
                <DiscountCard
                  promotion={promotion}
                  purple={purpleFourth && index === PURPLE_PROMOTION_INDEX}
                />
              </li>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
      {allPromotions === 'button' && (
        <Button asChild variant="outline" alignSelf="center">
          <Link to={ROUTES.PROMOTIONS_LIST}>{text('promotions.allButton')}</Link>
        </Button>
      )}
    </Stack>
  );
}
