/** The UI kit every remote uses: Chakra components re-exported here so the shell's copy is the only one. */
export {
  Badge,
  Box,
  Center,
  Container,
  chakra,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  type HTMLChakraProps,
  Image,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
export { AppLink, AppNavLink } from './AppLink';
export { BookingLink } from './BookingLink';
export { BuildLabel, THROW_ON_MOUNT } from './BuildLabel';
export { BUTTON_VARIANTS, Button, type ButtonVariant } from './Button';
export { FullScreenSpinner } from './FullScreenSpinner';
export { Input } from './Input';
export { PageReady } from './PageReady';
export {
  documentTitle,
  type PageMeta,
  PageMetaCollector,
  type PageMetaExtra,
  usePageMeta,
} from './PageTitle';
export { Portal } from './Portal';
export { ClinicProviders } from './Providers';
export { type RenderOptions, renderApp } from './renderApp';
export { Skeleton, SkeletonList, type SkeletonShape } from './Skeleton';
export { NotFoundMessage, StatusMessage } from './StatusMessage';
export { BRAND_COLORS, clinicSystem } from './system';
export { type TabLink, TabLinks } from './TabLinks';
export { type InteractiveKit, preloadInteractiveKit, useInteractiveKit } from './useInteractiveKit';
export { useNearViewport } from './useNearViewport';
export { useTypedBeforeHydration } from './useTypedBeforeHydration';
