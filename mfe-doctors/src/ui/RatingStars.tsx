import { Flex, useLocale } from '@clinic/shared';
import { filledStars, RATING_STARS, ratingLabel } from '../lib/labels';
import { useDoctorsText } from '../messages/doctorsText';
import { StarIcon } from './icons';

/**
 * SPEC §9: a 5-star rating; screen readers hear 'Рейтинг 4,8 из 5' ('Рейтинг: 5 ішінен 4,8'). A span, as RatingSummary is: it sits inside
 * buttons and links, where HTML allows no div.
 */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  const text = useDoctorsText();
  const locale = useLocale();
  const filled = filledStars(rating);
  return (
    <Flex
      as="span"
      role="img"
      aria-label={ratingLabel(text, locale, rating)}
      gap="0.5"
      color="orange.400"
      flexShrink={0}
    >
      {Array.from({ length: RATING_STARS }, (_, index) => (
        <StarIcon key={index} size={size} filled={index < filled} />
      ))}
    </Flex>
  );
}
