import { Grid, GridItem, QueryView, Skeleton } from '@clinic/shared';
import { useUnit } from 'effector-react';
import {
  CHECK_UP_CARD_HEIGHT,
  CHECK_UP_GALLERY,
  CHECK_UP_PROMOTION_HEIGHT,
  CHECK_UP_SKELETONS,
} from '../../rules/checkUps';
import { DiscountCard } from '../../ui/DiscountCard';
import { ParentCheckUpCard } from '../../ui/ParentCheckUpCard';
import { $galleryParents, $galleryPromotions, parentCheckUpsQuery } from './model';

/**
 * SPEC §2/§9: the first three parent check-ups, a purple fourth, and the first promotion as a card (left
 * out quietly if promotions fail to load: it is an extra). `compact` is the phone's one-column version.
 * Its data is started by the check-up list's route or by the home widget (`galleryShown`).
 */
export function CheckUpGallery({
  compact = false,
  cardHeight = compact ? CHECK_UP_CARD_HEIGHT.compact : CHECK_UP_CARD_HEIGHT.list,
}: {
  compact?: boolean;
  /** The parent cards' height in this place (CHECK_UP_CARD_HEIGHT), kept by their skeletons. */
  cardHeight?: string;
}) {
  const [parents, promotions] = useUnit([$galleryParents, $galleryPromotions]);
  const columns = compact ? '1fr' : 'repeat(4, minmax(0, 1fr))';
  return (
    <QueryView
      query={parentCheckUpsQuery}
      loading={
        // The loaded grid's shape: the parents' row, then the promotion card (two wide on desktop).
        <Grid templateColumns={columns} gap="4">
          {Array.from({ length: CHECK_UP_SKELETONS.gallery }, (_, index) => {
            const promotion = index >= CHECK_UP_GALLERY.parents;
            return (
              <Skeleton
                key={index}
                h={promotion ? CHECK_UP_PROMOTION_HEIGHT[compact ? 'compact' : 'wide'] : cardHeight}
                gridColumn={promotion && !compact ? 'span 2' : undefined}
                borderRadius="2xl"
                data-testid="skeleton"
              />
            );
          })}
        </Grid>
      }
    >
      {() => (
        <Grid as="ul" listStyleType="none" templateColumns={columns} gap="4">
          {parents.map((parent, index) => (
            <GridItem as="li" key={parent.id}>
              <ParentCheckUpCard
                parent={parent}
                compact={compact}
                purple={index === CHECK_UP_GALLERY.purpleIndex}
              />
            </GridItem>
          ))}
          {promotions.map((promotion) => (
            <GridItem as="li" key={promotion.id} colSpan={compact ? 1 : 2}>
              <DiscountCard promotion={promotion} />
            </GridItem>
          ))}
        </Grid>
      )}
    </QueryView>
  );
}
