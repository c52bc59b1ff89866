import { chakra, HStack } from '@clinic/shared';
import { useShellText } from '../../messages/shellText';
import { DOTS_HEIGHT } from './BannerPicture';

interface BannerDotsProps {
  count: number;
  /** The real index of the shown banner (not Swiper's index among looped slides). */
  active: number;
  onSelect: (index: number) => void;
}

/** One dot per banner; the current one is long and purple. Each button is a 32 px target: 24 px or more even at the 80% page zoom (WCAG 2.5.8). */
export function BannerDots({ count, active, onSelect }: BannerDotsProps) {
  const text = useShellText();
  return (
    <HStack justify="center" gap="0" mt="2" h={DOTS_HEIGHT}>
      {Array.from({ length: count }, (_, index) => {
        const current = index === active;
        return (
          <chakra.button
            key={index}
            type="button"
            aria-label={text('banner.dot', { n: index + 1, count })}
            aria-current={current ? 'true' : undefined}
            onClick={() => onSelect(index)}
            w="8"
            h="8"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            cursor="pointer"
            borderRadius="full"
          >
            <chakra.span
              display="block"
              h="2"
              w={current ? '5' : '2'}
              borderRadius="full"
              bg={current ? 'brand.600' : 'gray.400'}
              transition="width 0.3s, background 0.3s"
            />
          </chakra.button>
        );
      })}
    </HStack>
  );
}
