import { Box, Center, HStack, Image, ROUTES, Stack, Text } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useCatalogText } from '../../messages/catalogText';
import { CardLink } from '../../ui/CardLink';
import { $avatars, SPECIALISTS_TEASER } from './model';

/** '+50 человек' with five doctors' faces, leading to the doctors list. */
export function SpecialistsTeaser() {
  const avatars = useUnit($avatars);
  const text = useCatalogText();
  return (
    <CardLink to={ROUTES.DOCTORS_LIST} gap="4" p="6" borderRadius="3xl">
      <Stack gap="1">
        <Text fontWeight="bold" fontSize="xl">
          {text('checkUps.specialists')}
        </Text>
        <Text color="fg.muted">{text('checkUps.specialistsText')}</Text>
      </Stack>
      <HStack gap="0">
        {Array.from({ length: SPECIALISTS_TEASER.avatars }, (_, index) => {
          const avatar = avatars[index];
          return (
            <Box key={avatar?.id ?? index} ms={index === 0 ? '0' : '-3'} aria-hidden="true">
              {avatar?.image ? (
                <Image
                  src={avatar.image}
                  alt=""
                  htmlWidth={48}
                  htmlHeight={48}
                  w="12"
                  h="12"
                  borderRadius="full"
                  borderWidth="2px"
                  borderColor="white"
                  objectFit="cover"
                  bg="gray.100"
                />
              ) : (
                <Center
                  w="12"
                  h="12"
                  borderRadius="full"
                  borderWidth="2px"
                  borderColor="white"
                  bg="brand.100"
                  color="brand.800"
                  fontWeight="bold"
                >
                  {avatar?.name.charAt(0) ?? ''}
                </Center>
              )}
            </Box>
          );
        })}
        <Text ms="3" fontWeight="bold" color="brand.700">
          {text('checkUps.specialistsCount', { count: SPECIALISTS_TEASER.count })}
        </Text>
      </HStack>
    </CardLink>
  );
}
