import {
  $viewport,
  Box,
  Button,
  countRu,
  Flex,
  Grid,
  Heading,
  NotFoundMessage,
  type Promotion,
  QueryView,
  ROUTES,
  Stack,
  Text,
  usePageMeta,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PromotionsBlock } from '../../features/promotions-block/PromotionsBlock';
import { MINUTE_FORMS, shortPromotionCount } from '../../rules/lists';
import { DiscountBadge } from '../../ui/DiscountBadge';
import { AudienceLine, PriceFact, WarningBox } from '../../ui/Facts';
import { FileLink } from '../../ui/FileLink';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { bookingClicked, promotionDetails } from './model';

/** SPEC §2 `/promotions/:slug`, desktop and mobile. */
export function PromotionDetailsPage() {
  const { slug = '' } = useParams();
  useEffect(() => {
    promotionDetails.opened(slug);
  }, [slug]);
  return (
    <QueryView query={promotionDetails}>
      {({ promotion }) =>
        promotion ? (
          <PromotionDetails promotion={promotion} />
        ) : (
          <NotFoundMessage back={{ to: ROUTES.PROMOTIONS_LIST, label: 'Все акции' }} />
        )
      }
    </QueryView>
  );
}

function PromotionDetails({ promotion }: { promotion: Promotion }) {
  const [{ isMobile }, book] = useUnit([$viewport, bookingClicked]);
  usePageMeta(promotion.name, promotion.description);
  const purple = promotion.is_certificate;
  return (
    <Stack gap="8">
      <Grid
        as="article"
        aria-labelledby="details-title"
        templateColumns={isMobile ? '1fr' : '5fr 7fr'}
        gap={isMobile ? '5' : '10'}
        bg={purple ? 'brand.50' : 'white'}
        borderRadius="3xl"
        p={isMobile ? '4' : '8'}
      >
        <Box position="relative">
          <Picture src={promotion.image} alt={promotion.name} height={isMobile ? '56' : '96'} />
          <Box position="absolute" top="4" left="4">
            <DiscountBadge discount={promotion.discount} />
          </Box>
        </Box>
        <Stack gap="4">
          <Heading as="h1" id="details-title" size={isMobile ? '2xl' : '3xl'}>
            {promotion.name}
          </Heading>
          <Text>{promotion.description}</Text>
          <AudienceLine flags={promotion} />
          <RichText html={promotion.list_description} />
          <Flex align="end" justify="space-between" gap="4" wrap="wrap">
            <PriceFact price={promotion.price} />
            <Button type="button" size="lg" onClick={() => book()}>
              Записаться на прием
            </Button>
          </Flex>
          {!isMobile && <DesktopFacts promotion={promotion} />}
        </Stack>
      </Grid>
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
            Как проходит
          </Heading>
          <RichText html={promotion.journey_description} />
        </Stack>
      )}
      <WarningBox text={promotion.warning} />
      {isMobile && (
        <PromotionsBlock
          title="Другие акции"
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
  return (
    <Flex gap="8" align="center" wrap="wrap">
      <FileLink href={promotion.file} label="Подготовка к анализу" />
      {minutes ? (
        <Text>
          <Text as="span" color="fg.muted">
            Результат/
          </Text>
          <Text as="span" fontWeight="semibold">
            {countRu(minutes, MINUTE_FORMS)}
          </Text>
        </Text>
      ) : null}
    </Flex>
  );
}
