/**
 * `@clinic/shared/interactive` (Dialog, Field, Checkbox, Tabs, Accordion) has to be the shell's copy: its
 * components read Chakra's contexts, and the one ChakraProvider is the shell's, made by the shell's Chakra
 * modules. A copy provided by a remote runs on that remote's own Chakra modules and finds no provider
 * ("useContext returned `undefined`"). This reference puts the shell's copy in the share scope before any
 * remote registers its own (loaded-first keeps the first), while its chunk still downloads only when a remote
 * first imports the kit.
 */
export const loadInteractiveKit = () => import('@clinic/shared/interactive');
