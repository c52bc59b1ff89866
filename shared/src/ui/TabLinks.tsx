import { Box, HStack } from '@chakra-ui/react';
import { AppLink } from './AppLink';

export interface TabLink {
  key: string;
  label: string;
  to: string;
  current: boolean;
}

interface TabLinksProps {
  /** What the row is, for screen readers ('Категории услуг'). */
  label: string;
  tabs: readonly TabLink[];
  isMobile: boolean;
  mb?: string;
  flex?: string;
  /** Onto a second line when the row is too narrow (a column); else the row scrolls sideways. */
  wrap?: boolean;
}

/**
 * A row of pill tabs that are links, the current one purple (services and promotion categories, a doctor's
 * tabs): each tab is an address, so it works without JavaScript and the server renders it.
 */
export function TabLinks({ label, tabs, isMobile, mb, flex, wrap = false }: TabLinksProps) {
  return (
    <Box
      as="nav"
      aria-label={label}
      mb={mb}
      flex={flex}
      overflowX={wrap ? undefined : 'auto'}
      mx={isMobile ? '-4' : '0'}
    >
      <HStack
        as="ul"
        listStyleType="none"
        gap="2"
        px={isMobile ? '4' : '0'}
        py="1"
        w={wrap ? 'auto' : 'max-content'}
        flexWrap={wrap ? 'wrap' : undefined}
      >
        {tabs.map((tab) => (
          <li key={tab.key}>
            <AppLink
              to={tab.to}
              aria-current={tab.current ? 'page' : undefined}
              display="inline-block"
              whiteSpace="nowrap"
              px="4"
              py="2"
              borderRadius="full"
              fontSize="sm"
              fontWeight="medium"
              bg={tab.current ? 'brand.600' : 'white'}
              color={tab.current ? 'white' : 'fg.body'}
              _hover={tab.current ? undefined : { bg: 'brand.50' }}
            >
              {tab.label}
            </AppLink>
          </li>
        ))}
      </HStack>
    </Box>
  );
}
