/**
 * The UI kit's stateful components (dialogs, tabs, accordions, form fields). They carry Chakra's state
 * machines (~30 KB gzip), so they are a chunk of their own that loads with the first page that needs it
 * instead of with every page. Never import this file directly: use `useInteractiveKit()`.
 */
export { Accordion, Checkbox, Dialog, Field, Tabs } from '@chakra-ui/react';
