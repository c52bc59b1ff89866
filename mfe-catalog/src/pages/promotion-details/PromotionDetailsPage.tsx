import {
  $viewport,
  Flex,
  Heading,
  NotFoundMessage,
  type Promotion,
  pathTo,
  QueryView,
  ROUTES,
  Stack,
  Text,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { PromotionsBlock } from '../../features/promotions-block/PromotionsBlock';
import { useCatalogText } from '../../messages/catalogText';
import { shortPromotionCount } from '../../rules/lists';
import { useOfferPageMeta } from '../../rules/pageMeta';
import { DetailsHero } from '../../ui/DetailsHero';
import { WarningBox } from '../../ui/Facts';
import { FileLink } from '../../ui/FileLink';
import { RichText } from '../../ui/RichText';
import { bookingClicked, promotionDetails } from './model';

/** SPEC §2 `/promotions/:slug`, desktop and mobile. */
export function PromotionDetailsPage() {
  const text = useCatalogText();
  return (
    <QueryView query={promotionDetails}>
      {({ promotion }) =>
        promotion ? (
          <PromotionDetails promotion={promotion} />
        ) : (
          <NotFoundMessage back={{ to: ROUTES.PROMOTIONS_LIST, label: text('notFound.allPromotions') }} />
        )
      }
    </QueryView>
  );
}

function PromotionDetails({ promotion }: { promotion: Promotion }) {
  const [{ isMobile }, book] = useUnit([$viewport, bookingClicked]);
  const text = useCatalogText();
  useOfferPageMeta({
    ...promotion,
    url: pathTo(ROUTES.PROMOTION_DETAILS, { slug: promotion.slug }),
    trail: ['promotions'],
  });
  const purple = promotion.is_certificate;
  return (
    <Stack gap="8">
      <DetailsHero
        offer={promotion}
        isMobile={isMobile}
        booking={{ kind: 'promotion', targetId: promotion.id }}
        onBook={() => book()}
        purple={purple}
      >
        {!isMobile && <DesktopFacts promotion={promotion} />}
      </DetailsHero>
      {promotion.journey_description && (
        <Stack
          as="section"
          aria-labelledby="promotion-journey"
          gap="3"
          bg="white"
          borderRadius="3xl"
          p={isMobile ? '4' : '8'}
        >
          <Heading as="h2" id="promotion-journey" size="xl">
            {text('promotions.journey')}
          </Heading>
          <RichText html={promotion.journey_description} />
        </Stack>
      )}
      <WarningBox text={promotion.warning} />
      {isMobile && (
        <PromotionsBlock
          title={text('promotions.others')}
          count={shortPromotionCount(true)}
          excludeId={promotion.id}
          allPromotions="button"
        />
      )}
    </Stack>
  );
}

/** Desktop only (SPEC §2): the preparation memo and the time to the result. */
function DesktopFacts({ promotion }: { promotion: Promotion }) {
  const minutes = promotion.result_in_time;
  const text = useCatalogText();
  return (
    <Flex gap="8" align="center" wrap="wrap">
      <FileLink href={promotion.file} label={text('promotions.preparation')} />
      {minutes ? (
        <Text>
          <Text as="span" color="fg.muted">
            {text('promotions.result')}
          </Text>
          <Text as="span" fontWeight="semibold">
            {text('promotions.minutes', { count: minutes })}
          </Text>
        </Text>
      ) : null}
    </Flex>
  );
}
