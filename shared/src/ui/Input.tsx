import { chakra } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';

/**
 * A text field with Chakra's input styles (its recipe: sizes, variants), on a plain `<input>`: the search fields.
 * Chakra's own `Input` is Ark's field input, which brings the field's machinery to every page (~3.4 KB gzip of
 * `/`'s JS); a field with a label and an error takes it from the kit instead (`useInteractiveKit().Field.Input`).
 */
export const Input = chakra('input', inputRecipe);
