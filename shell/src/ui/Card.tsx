import { chakra } from '@clinic/shared';

/** The white rounded card the clinic's pages are built of. */
export const Card = chakra('section', {
  base: { bg: 'white', borderRadius: '2xl', p: { base: '5', md: '6' } },
});
