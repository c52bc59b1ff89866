import {
  AppLink,
  BookingLink,
  Box,
  chakra,
  Heading,
  pathTo,
  ROUTES,
  SimpleGrid,
  Stack,
  Text,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useCatalogText } from '../../messages/catalogText';
import { CheckUpPackageCard } from '../../ui/CheckUpPackageCard';
import { ParentCheckUpCard } from '../../ui/ParentCheckUpCard';
import { $selectedCheckUpId, type CheckUpCategoryPage, checkUpToggled, consultClicked } from './model';

/**
 * The mobile category page: an accordion per check-up (one open at a time, the first after load), then the
 * other CHECK-UP packages. Native <details>: keyboard and screen-reader behaviour come with the element.
 */
export function CheckUpAccordion({ page }: { page: CheckUpCategoryPage }) {
  const [selected, toggle, consult] = useUnit([$selectedCheckUpId, checkUpToggled, consultClicked]);
  const text = useCatalogText();
  return (
    <Stack gap="8">
      <Stack as="ul" listStyleType="none" gap="3">
        {page.checkUps.map((checkUp) => (
          <li key={checkUp.id}>
            <chakra.details
              open={selected === checkUp.id}
              // Also fires when React opens or closes it: act only when the patient changed it.
              onToggle={(event) => {
                const open = event.currentTarget.open;
                if (open !== (selected === checkUp.id)) toggle(open ? checkUp.id : null);
              }}
              bg="white"
              borderRadius="2xl"
              css={{ '&[open] .chevron': { transform: 'rotate(180deg)' } }}
            >
              <chakra.summary
                display="flex"
                alignItems="center"
                justifyContent="space-between"
                gap="3"
                p="4"
                fontWeight="semibold"
                fontSize="lg"
                cursor="pointer"
                listStyleType="none"
                css={{ '&::-webkit-details-marker': { display: 'none' } }}
              >
                {checkUp.name}
                <Text
                  as="span"
                  className="chevron"
                  aria-hidden="true"
                  color="brand.700"
                  transition="transform 0.2s"
                >
                  ▾
                </Text>
              </chakra.summary>
              <Stack gap="3" px="4" pb="4">
                {checkUp.packages.map((item) => (
                  // Under the page's h1: the check-up's name above is a summary, not a heading.
                  <CheckUpPackageCard key={item.id} item={item} heading="h2" />
                ))}
                <BookingLink request={{ kind: 'consult' }} onBook={() => consult()}>
                  {text('checkUps.consult')}
                </BookingLink>
                <AppLink
                  to={pathTo(ROUTES.CHECK_UP_ADULTS_DETAILS, { slug: checkUp.slug })}
                  color="brand.700"
                  textAlign="center"
                  fontWeight="medium"
                >
                  {text('checkUps.more')}
                </AppLink>
              </Stack>
            </chakra.details>
          </li>
        ))}
      </Stack>
      {page.others.length > 0 && (
        <Box as="section" aria-labelledby="other-check-ups">
          <Heading as="h2" id="other-check-ups" size="xl" mb="4">
            {text('checkUps.otherPackages')}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={2} gap="3">
            {page.others.map((parent) => (
              <li key={parent.id}>
                <ParentCheckUpCard parent={parent} compact />
              </li>
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Stack>
  );
}
