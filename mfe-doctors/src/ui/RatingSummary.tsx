import { chakra, Flex, formatRating, useLocale } from '@clinic/shared';
import { useDoctorsText } from '../messages/doctorsText';
import { RatingStars } from './RatingStars';

const SIZES = {
  sm: { star: 14, fontSize: 'sm', weight: 'normal' },
  md: { star: 16, fontSize: 'sm', weight: 'semibold' },
  lg: { star: 18, fontSize: 'lg', weight: 'bold' },
} as const;

/** Five stars, the rating as '4,8' and '24 отзыва' ('24 пікір'). Spans only, so it fits inside a button or a link. */
export function RatingSummary({
  rating,
  reviewsCount,
  size = 'md',
}: {
  rating: number;
  reviewsCount: number;
  size?: keyof typeof SIZES;
}) {
  const text = useDoctorsText();
  const locale = useLocale();
  const look = SIZES[size];
  return (
    <Flex as="span" align="center" gap="2" wrap="wrap" fontSize={look.fontSize}>
      <RatingStars rating={rating} size={look.star} />
      <chakra.span fontWeight={look.weight}>{formatRating(rating, locale)}</chakra.span>
      <chakra.span color="fg.muted" fontSize="sm">
        {text('doctor.reviewsCount', { count: reviewsCount })}
      </chakra.span>
    </Flex>
  );
}
