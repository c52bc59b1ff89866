import { Box, Center, Image, Text } from '@clinic/shared';
import { useCatalogText } from '../messages/catalogText';

/** The pictures of services and promotions are 4:3 (the reference API's are 800×600). */
export const PICTURE_SIZE = { width: 800, height: 600 } as const;

interface PictureProps {
  src?: string | null;
  alt: string;
  height?: string | Record<string, string>;
  borderRadius?: string;
}

/** The picture of a service or promotion, or the grey placeholder of SPEC §2 when it has none. */
export function Picture({ src, alt, height = '64', borderRadius = '2xl' }: PictureProps) {
  if (!src) return <Placeholder height={height} borderRadius={borderRadius} />;
  return (
    <Box h={height} borderRadius={borderRadius} overflow="hidden" bg="gray.100">
      {/* The size as HTML attributes (Chakra's width/height would be CSS): the box is known before the file. */}
      <Image
        src={src}
        alt={alt}
        htmlWidth={PICTURE_SIZE.width}
        htmlHeight={PICTURE_SIZE.height}
        w="full"
        h="full"
        objectFit="cover"
        loading="lazy"
      />
    </Box>
  );
}

function Placeholder({ height, borderRadius }: Required<Pick<PictureProps, 'height' | 'borderRadius'>>) {
  const text = useCatalogText();
  return (
    <Center bg="gray.200" color="gray.700" h={height} borderRadius={borderRadius} data-testid="placeholder">
      <Text fontSize="sm">{text('picture.soon')}</Text>
    </Center>
  );
}
