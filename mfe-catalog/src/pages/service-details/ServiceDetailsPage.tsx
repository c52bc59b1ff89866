import { $viewport, NotFoundMessage, pathTo, QueryView, ROUTES, type Service, Stack } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { PromotionsBlock } from '../../features/promotions-block/PromotionsBlock';
import { shortPromotionCount } from '../../rules/lists';
import { SECTIONS, useOfferPageMeta } from '../../rules/pageMeta';
import { DetailsHero } from '../../ui/DetailsHero';
import { WarningBox } from '../../ui/Facts';
import { FileLink } from '../../ui/FileLink';
import { JourneySteps } from '../../ui/JourneySteps';
import { bookingClicked, serviceDetails } from './model';

/** SPEC §2 `/services/details/:slug`, desktop and mobile. */
export function ServiceDetailsPage() {
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
  useOfferPageMeta({
    ...service,
    url: pathTo(ROUTES.SERVICE_DETAILS, { slug: service.slug }),
    trail: [SECTIONS.services],
  });
  return (
    <Stack gap="8">
      <DetailsHero
        offer={service}
        isMobile={isMobile}
        booking={{ kind: 'services', targetId: service.id }}
        onBook={() => book()}
      >
        <FileLink href={service.file} label="Подготовка к процедуре" />
      </DetailsHero>
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
