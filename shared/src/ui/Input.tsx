import { chakra } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';

/**
 * A text field with Chakra's input styles (its recipe: sizes, variants), on a plain `<input>`: the search fields
 * and the booking form (which ties its own label and error to it). Chakra's own `Input` is Ark's field input,
 * which brings the field's machinery to every page (~3.4 KB gzip of `/`'s JS).
 */
export const Input = chakra('input', inputRecipe);
