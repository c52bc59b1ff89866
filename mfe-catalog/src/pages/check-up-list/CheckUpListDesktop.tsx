import { Box, Button, Grid, Heading, HStack, QueryView, SimpleGrid, Stack, Text } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { CheckUpGallery } from '../../features/check-up-gallery/CheckUpGallery';
import { useCatalogText } from '../../messages/catalogText';
import { ParentCheckUpCard } from '../../ui/ParentCheckUpCard';
import { $allPackagesShown, ADVANTAGES, packagesClicked, parentCheckUpsQuery } from './model';
import { SpecialistsTeaser } from './SpecialistsTeaser';

/** Desktop: the gallery, the specialists teaser, the advantages and the 'Пакеты' button. */
export function CheckUpListDesktop() {
  const [allShown, togglePackages] = useUnit([$allPackagesShown, packagesClicked]);
  const text = useCatalogText();
  return (
    <Stack gap="8">
      <Text fontSize="lg" color="fg.muted" maxW="3xl">
        {text('checkUps.intro')}
      </Text>
      <CheckUpGallery />
      <Grid templateColumns="1fr 2fr" gap="4">
        <SpecialistsTeaser />
        <Box as="section" aria-labelledby="check-up-advantages" bg="white" borderRadius="3xl" p="6">
          <Heading as="h2" id="check-up-advantages" size="lg" mb="3">
            {text('checkUps.whyUs')}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {ADVANTAGES.map((advantage) => (
              <HStack as="li" key={advantage} align="start" gap="3">
                <Text as="span" color="brand.600" fontWeight="bold" aria-hidden="true">
                  ✓
                </Text>
                <Text>{text(advantage)}</Text>
              </HStack>
            ))}
          </Stack>
        </Box>
      </Grid>
      <Button
        type="button"
        size="lg"
        alignSelf="center"
        aria-expanded={allShown}
        aria-controls="all-check-up-packages"
        onClick={() => togglePackages()}
      >
        {text('checkUps.packagesButton')}
      </Button>
      {allShown && (
        <Box id="all-check-up-packages">
          <QueryView query={parentCheckUpsQuery}>
            {(parents) => (
              <SimpleGrid as="ul" listStyleType="none" columns={3} gap="4">
                {parents.map((parent) => (
                  <li key={parent.id}>
                    <ParentCheckUpCard parent={parent} compact />
                  </li>
                ))}
              </SimpleGrid>
            )}
          </QueryView>
        </Box>
      )}
    </Stack>
  );
}
