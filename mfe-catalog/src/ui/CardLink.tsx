import { AppLink } from '@clinic/shared';
import type { ComponentProps } from 'react';

type CardLinkProps = ComponentProps<typeof AppLink> & {
  /** White or the brand's purple; a card given a tone names it in `data-variant`. */
  tone?: 'white' | 'purple';
};

/**
 * The catalogue's clickable card: a rounded white tile (or purple, by `tone`) holding a column of content,
 * lifted by a shadow on hover. Cards pass their own padding, height and any style they change.
 */
export function CardLink({ tone, ...props }: CardLinkProps) {
  const purple = tone === 'purple';
  return (
    <AppLink
      display="flex"
      flexDirection="column"
      justifyContent="space-between"
      gap="3"
      h="full"
      borderRadius="2xl"
      bg={purple ? 'brand.600' : 'white'}
      color={tone && (purple ? 'white' : 'fg.body')}
      _hover={{ shadow: 'md' }}
      data-variant={tone}
      {...props}
    />
  );
}
