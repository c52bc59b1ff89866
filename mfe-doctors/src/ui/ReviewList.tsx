import { Box, chakra, Flex, formatReviewTime, type Review, Stack, Text } from '@clinic/shared';
import { useDoctorsText } from '../messages/doctorsText';
import { RatingStars } from './RatingStars';

/** The doctor's reviews: author, stars, time as hh:mm DD.MM.YY (SPEC §9), text. */
export function ReviewList({ reviews, empty }: { reviews: readonly Review[]; empty: string }) {
  const text = useDoctorsText();
  if (reviews.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        {empty}
      </Text>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={text('details.reviews')}>
      {reviews.map((review) => (
        <Box as="li" key={`${review.name}-${review.created_at}`} bg="gray.50" borderRadius="xl" p="4">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="2">
            <Text fontWeight="semibold">{review.name}</Text>
            <chakra.time dateTime={review.created_at} color="fg.muted" fontSize="sm">
              {formatReviewTime(review.created_at)}
            </chakra.time>
          </Flex>
          <RatingStars rating={review.star} size={14} />
          <Text mt="2">{review.review}</Text>
        </Box>
      ))}
    </Stack>
  );
}
