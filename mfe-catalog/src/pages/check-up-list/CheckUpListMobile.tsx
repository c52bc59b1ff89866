import { BookingLink, Box, HStack, QueryView, SkeletonList, Stack, Text } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useCatalogText } from '../../messages/catalogText';
import { CHECK_UP_SKELETONS, HIGHLIGHTED_PARENT_INDEX } from '../../rules/checkUps';
import { ParentCheckUpCard } from '../../ui/ParentCheckUpCard';
import { consultClicked, INTRO_TAGS, parentCheckUpsQuery } from './model';

/** Mobile: the intro with its tags, the consultation button and every parent check-up, the 4th highlighted. */
export function CheckUpListMobile() {
  const consult = useUnit(consultClicked);
  const text = useCatalogText();
  return (
    <Stack gap="5">
      <Stack gap="3" bg="white" borderRadius="2xl" p="4">
        <Text>{text('checkUps.introMobile')}</Text>
        <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
          {INTRO_TAGS.map((tag) => (
            <Box
              as="li"
              key={tag}
              px="3"
              py="1"
              borderRadius="full"
              bg="brand.50"
              color="brand.800"
              fontSize="sm"
            >
              {text(tag)}
            </Box>
          ))}
        </HStack>
        <BookingLink request={{ kind: 'consult' }} onBook={() => consult()}>
          {text('checkUps.consult')}
        </BookingLink>
      </Stack>
      <QueryView
        query={parentCheckUpsQuery}
        loading={
          <Stack gap="3">
            <SkeletonList count={CHECK_UP_SKELETONS.list} height="20" />
          </Stack>
        }
      >
        {(parents) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {parents.map((parent, index) => (
              <li key={parent.id}>
                <ParentCheckUpCard parent={parent} compact purple={index === HIGHLIGHTED_PARENT_INDEX} />
              </li>
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
