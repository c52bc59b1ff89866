import { $viewport, NotFoundMessage, pathTo, QueryView, ROUTES, type Service, Stack } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { PromotionsBlock } from '../../features/promotions-block/PromotionsBlock';
import { useCatalogText } from '../../messages/catalogText';
import { shortPromotionCount } from '../../rules/lists';
import { useOfferPageMeta } from '../../rules/pageMeta';
import { DetailsHero } from '../../ui/DetailsHero';
import { WarningBox } from '../../ui/Facts';
import { FileLink } from '../../ui/FileLink';
import { JourneySteps } from '../../ui/JourneySteps';
import { bookingClicked, serviceDetails } from './model';

/** SPEC §2 `/services/details/:slug`, desktop and mobile. */
export function ServiceDetailsPage() {
  const text = useCatalogText();
  return (
    <QueryView query={serviceDetails}>
      {({ service }) =>
        service ? (
          <ServiceDetails service={service} />
        ) : (
          <NotFoundMessage back={{ to: ROUTES.TOP_SERVICES, label: text('notFound.allServices') }} />
        )
      }
    </QueryView>
  );
}

function ServiceDetails({ service }: { service: Service }) {
  const [{ isMobile }, book] = useUnit([$viewport, bookingClicked]);
  const text = useCatalogText();
  useOfferPageMeta({
    ...service,
    url: pathTo(ROUTES.SERVICE_DETAILS, { slug: service.slug }),
    trail: ['services'],
  });
  return (
    <Stack gap="8">
      <DetailsHero
        offer={service}
        isMobile={isMobile}
        booking={{ kind: 'services', targetId: service.id }}
        onBook={() => book()}
      >
        <FileLink href={service.file} label={text('services.preparation')} />
      </DetailsHero>
      <JourneySteps steps={service.journey_description ?? []} />
      <WarningBox text={service.warning} />
      <PromotionsBlock
        title={text('services.otherPromotions')}
        count={shortPromotionCount(isMobile)}
        columns={shortPromotionCount(isMobile)}
      />
    </Stack>
  );
}
