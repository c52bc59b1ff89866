import {
  $viewport,
  Box,
  Button,
  Flex,
  Grid,
  Heading,
  NotFoundMessage,
  QueryView,
  ROUTES,
  type Service,
  Stack,
  Text,
  usePageMeta,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PromotionsBlock } from '../../features/promotions-block/PromotionsBlock';
import { shortPromotionCount } from '../../rules/lists';
import { DiscountBadge } from '../../ui/DiscountBadge';
import { AudienceLine, PriceFact, WarningBox } from '../../ui/Facts';
import { FileLink } from '../../ui/FileLink';
import { JourneySteps } from '../../ui/JourneySteps';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { bookingClicked, serviceDetails } from './model';

/** SPEC §2 `/services/details/:slug`, desktop and mobile. */
export function ServiceDetailsPage() {
  const { slug = '' } = useParams();
  useEffect(() => {
    serviceDetails.opened(slug);
  }, [slug]);
  return (
    <QueryView query={serviceDetails}>
      {({ service }) =>
        service ? (
          <ServiceDetails service={service} />
        ) : (
          <NotFoundMessage back={{ to: ROUTES.TOP_SERVICES, label: 'Все услуги' }} />
        )
      }
    </QueryView>
  );
}

function ServiceDetails({ service }: { service: Service }) {
  const [{ isMobile }, book] = useUnit([$viewport, bookingClicked]);
  usePageMeta(service.name, service.description);
  return (
    <Stack gap="8">
      <Grid
        as="article"
        aria-labelledby="details-title"
        templateColumns={isMobile ? '1fr' : '5fr 7fr'}
        gap={isMobile ? '5' : '10'}
        bg="white"
        borderRadius="3xl"
        p={isMobile ? '4' : '8'}
      >
        <Box position="relative">
          <Picture src={service.image} alt={service.name} height={isMobile ? '56' : '96'} />
          <Box position="absolute" top="4" left="4">
            <DiscountBadge discount={service.discount} />
          </Box>
        </Box>
        <Stack gap="4">
          <Heading as="h1" id="details-title" size={isMobile ? '2xl' : '3xl'}>
            {service.name}
          </Heading>
          <Text>{service.description}</Text>
          <AudienceLine flags={service} />
          <RichText html={service.list_description} />
          <Flex align="end" justify="space-between" gap="4" wrap="wrap">
            <PriceFact price={service.price} />
            <Button type="button" size="lg" onClick={() => book()}>
              Записаться на прием
            </Button>
          </Flex>
          <FileLink href={service.file} label="Подготовка к процедуре" />
        </Stack>
      </Grid>
      <JourneySteps steps={service.journey_description ?? []} />
      <WarningBox text={service.warning} />
      <PromotionsBlock
        title="другие Акции и скидки"
        count={shortPromotionCount(isMobile)}
        columns={shortPromotionCount(isMobile)}
      />
    </Stack>
  );
}
