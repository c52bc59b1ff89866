import { Box, Center, Heading, HStack, type JourneyStep, Stack, Text } from '@clinic/shared';
import { useCatalogText } from '../messages/catalogText';

/** The patient's journey as numbered steps (a service's `journey_description`). */
export function JourneySteps({ steps }: { steps: readonly JourneyStep[] }) {
  const text = useCatalogText();
  if (steps.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="journey-title" gap="4">
      <Heading as="h2" id="journey-title" size="xl">
        {text('offer.journey')}
      </Heading>
      <Stack as="ol" listStyleType="none" gap="3">
        {steps.map((step, index) => (
          <HStack
            as="li"
            key={`${index}-${step.name}`}
            align="start"
            gap="4"
            bg="white"
            borderRadius="2xl"
            p="4"
          >
            <Center
              flexShrink={0}
              w="9"
              h="9"
              borderRadius="full"
              bg="brand.600"
              color="white"
              fontWeight="bold"
            >
              {index + 1}
            </Center>
            <Box>
              <Text fontWeight="semibold">{step.name}</Text>
              <Text color="fg.muted">{step.description}</Text>
            </Box>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
