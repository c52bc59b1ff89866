/**
 * `@clinic/shared/interactive`: the UI kit's stateful components (dialogs, tabs, accordions, form fields).
 * They carry Chakra's state machines (~30 KB gzip), so they are a singleton of their own that loads with the
 * first remote that needs it instead of with every page.
 */
export { Accordion, Checkbox, Dialog, Field, Tabs } from '@chakra-ui/react';
