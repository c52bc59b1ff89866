import {
  $viewport,
  AppLink,
  BookingLink,
  formatPriceFrom,
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
import { lowestPackagePrice } from '../../rules/checkUps';
import { SECTIONS, useOfferPageMeta } from '../../rules/pageMeta';
import { CheckUpPackageCard } from '../../ui/CheckUpPackageCard';
import { bookingClicked, type CheckUpDetails, checkUpDetails } from './model';

/** `/check-up/adults-details/:slug` (its content is not in the spec): the packages and a booking button. */
export function CheckUpDetailsPage() {
  return (
    <QueryView query={checkUpDetails}>
      {(page) =>
        page.checkUp ? (
          <Details page={page} />
        ) : (
          <NotFoundMessage back={{ to: ROUTES.CHECK_UP_LIST, label: 'Все программы' }} />
        )
      }
    </QueryView>
  );
}

function Details({ page }: { page: CheckUpDetails }) {
  const [{ isMobile }, book] = useUnit([$viewport, bookingClicked]);
  const name = page.checkUp?.name ?? '';
  // The lowest price a package of the programme shows (the parent's «от» price when it has none listed).
  const price = lowestPackagePrice(page.packages) ?? page.parent?.min_price;
  useOfferPageMeta({
    name,
    price,
    priceText: formatPriceFrom(price),
    url: pathTo(ROUTES.CHECK_UP_ADULTS_DETAILS, { slug: page.checkUp?.slug ?? '' }),
    description: page.checkUp?.description,
    trail: [
      SECTIONS.checkUps,
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
        Пакеты программы
      </Heading>
      {page.packages.length === 0 ? (
        <Text>Состав программы уточняйте у администратора.</Text>
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
        Записаться на check-up
      </BookingLink>
    </Stack>
  );
}
