/**
 * The UI kit's stateful components (dialogs, tabs, accordions, form fields) and the portal dialogs render
 * into. They carry Chakra's state machines (~30 KB gzip), so they are a chunk of their own that loads with the
 * first page that needs it instead of with every page. Never import this file directly: use `useInteractiveKit()`.
 *
 * Their slot recipes travel with them: each root gets its recipe as a prop instead of the system listing it,
 * which keeps ~5 KB gzip of styles and part anatomies out of the JS every page downloads.
 */
import {
  Accordion as ChakraAccordion,
  Checkbox as ChakraCheckbox,
  Dialog as ChakraDialog,
  Field as ChakraField,
  Input as ChakraInput,
  Tabs as ChakraTabs,
  Portal,
  type SlotRecipeConfig,
} from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  tabsSlotRecipe,
} from '@chakra-ui/react/theme';
import { type ComponentType, createElement } from 'react';

/** The root with its recipe as the default `recipe` prop (a caller's own recipe still wins). */
function styledBy<P extends object>(Root: ComponentType<P>, recipe: SlotRecipeConfig): ComponentType<P> {
  const StyledRoot = (props: P) => createElement(Root, Object.assign({ recipe }, props));
  StyledRoot.displayName = Root.displayName;
  return StyledRoot;
}

export const Accordion = { ...ChakraAccordion, Root: styledBy(ChakraAccordion.Root, accordionSlotRecipe) };
export const Checkbox = { ...ChakraCheckbox, Root: styledBy(ChakraCheckbox.Root, checkboxSlotRecipe) };
export const Dialog = { ...ChakraDialog, Root: styledBy(ChakraDialog.Root, dialogSlotRecipe) };
/**
 * `Field.Input`: Chakra's input, which takes its id, its label and aria-invalid from the `Field.Root` around it
 * (Ark's field machinery, ~3.4 KB gzip: why it lives here and `Input` of `@clinic/shared` is a plain input).
 */
export const Field = {
  ...ChakraField,
  Root: styledBy(ChakraField.Root, fieldSlotRecipe),
  Input: ChakraInput,
};
export const Tabs = { ...ChakraTabs, Root: styledBy(ChakraTabs.Root, tabsSlotRecipe) };
/** Chakra's Portal (Ark's, with zag's DOM helpers): only dialogs need it. `@clinic/shared`'s `Portal` renders this one. */
export { Portal };
