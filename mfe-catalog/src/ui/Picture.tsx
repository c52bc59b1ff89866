import { Box, Center, Image, Text } from '@clinic/shared';

interface PictureProps {
  src?: string | null;
  alt: string;
  height?: string | Record<string, string>;
  borderRadius?: string;
}

/** The picture of a service or promotion, or the grey placeholder of SPEC §2 when it has none. */
export function Picture({ src, alt, height = '64', borderRadius = '2xl' }: PictureProps) {
  if (!src) {
    return (
      <Center bg="gray.200" color="gray.700" h={height} borderRadius={borderRadius} data-testid="placeholder">
        <Text fontSize="sm">Фото скоро появится</Text>
      </Center>
    );
  }
  return (
    <Box h={height} borderRadius={borderRadius} overflow="hidden" bg="gray.100">
      <Image src={src} alt={alt} w="full" h="full" objectFit="cover" loading="lazy" />
    </Box>
  );
}
