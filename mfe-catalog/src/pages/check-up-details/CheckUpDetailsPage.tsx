import {
  $viewport,
  AppLink,
  BookingLink,
  Heading,
  NotFoundMessage,
  pathTo,
  QueryView,
  ROUTES,
  SimpleGrid,
  Stack,
  Text,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useCatalogText } from '../../messages/catalogText';
import { usePrices } from '../../messages/widgets/widgetText';
import { lowestPackagePrice } from '../../rules/checkUps';
import { useOfferPageMeta } from '../../rules/pageMeta';
import { CheckUpPackageCard } from '../../ui/CheckUpPackageCard';
import { bookingClicked, type CheckUpDetails, checkUpDetails } from './model';

/** `/check-up/adults-details/:slug` (its content is not in the spec): the packages and a booking button. */
export function CheckUpDetailsPage() {
  const text = useCatalogText();
  return (
    <QueryView query={checkUpDetails}>
      {(page) =>
        page.checkUp ? (
          <Details page={page} />
        ) : (
          <NotFoundMessage back={{ to: ROUTES.CHECK_UP_LIST, label: text('notFound.allCheckUps') }} />
        )
      }
    </QueryView>
  );
}

function Details({ page }: { page: CheckUpDetails }) {
  const [{ isMobile }, book] = useUnit([$viewport, bookingClicked]);
  const text = useCatalogText();
  const { priceFrom } = usePrices();
  const name = page.checkUp?.name ?? '';
  // The lowest price a package of the programme shows (the parent's «от» price when it has none listed).
  const price = lowestPackagePrice(page.packages) ?? page.parent?.min_price;
  useOfferPageMeta({
    name,
    price,
    priceText: priceFrom(price),
    url: pathTo(ROUTES.CHECK_UP_ADULTS_DETAILS, { slug: page.checkUp?.slug ?? '' }),
    description: page.checkUp?.description,
    trail: [
      'checkUps' as const,
      ...(page.parent
        ? [{ name: page.parent.name, url: pathTo(ROUTES.CHECK_UP_ADULTS, { slug: page.parent.slug }) }]
        : []),
    ],
  });
  return (
    <Stack gap="6" bg="white" borderRadius="3xl" p={isMobile ? '4' : '8'}>
      {page.parent && (
        <AppLink
          to={pathTo(ROUTES.CHECK_UP_ADULTS, { slug: page.parent.slug })}
          color="brand.700"
          fontWeight="medium"
        >
          {page.parent.name}
        </AppLink>
      )}
      <Heading as="h1" size={isMobile ? '2xl' : '3xl'}>
        {name}
      </Heading>
      {page.checkUp?.description && <Text fontSize="lg">{page.checkUp.description}</Text>}
      <Heading as="h2" size="xl">
        {text('checkUps.packages')}
      </Heading>
      {page.packages.length === 0 ? (
        <Text>{text('checkUps.noPackages')}</Text>
      ) : (
        <SimpleGrid columns={isMobile ? 1 : 2} gap="4">
          {page.packages.map((item) => (
            <CheckUpPackageCard key={item.id} item={item} heading="h3" />
          ))}
        </SimpleGrid>
      )}
      <BookingLink
        request={{ kind: 'checkup', targetId: page.checkUp?.id }}
        onBook={() => book()}
        size="lg"
        alignSelf={isMobile ? 'stretch' : 'start'}
      >
        {text('checkUps.book')}
      </BookingLink>
    </Stack>
  );
}
