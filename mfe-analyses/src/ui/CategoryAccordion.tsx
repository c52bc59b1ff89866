import { type AnalysisCategory, AppLink, Box, chakra, Heading } from '@clinic/shared';
import type { ReactNode } from 'react';
import { ChevronIcon } from './icons';

interface CategoryAccordionProps {
  categories: readonly AnalysisCategory[];
  openId: number | null;
  /** A category's link: the list with it open (`null`: with none open). */
  hrefOf: (id: number | null) => string;
  /** The open category's analyses: only that one panel is rendered. */
  children: (categoryId: number) => ReactNode;
}

/**
 * SPEC §2 mobile: the accordion of categories, one open at a time. A plain disclosure (a control with
 * aria-expanded and its region) renders only the open panel and needs none of the UI kit's state machines. Its
 * headers are links (the open one's closes it), so they work without JavaScript.
 */
export function CategoryAccordion({ categories, openId, hrefOf, children }: CategoryAccordionProps) {
  return (
    <Box as="ul" listStyleType="none" bg="white" borderRadius="2xl" px="4">
      {categories.map((category, index) => {
        const open = category.id === openId;
        const panelId = `analyses-category-${category.id}`;
        return (
          <Box as="li" key={category.id} borderTopWidth={index ? '1px' : 0} borderColor="gray.100">
            <Heading as="h2" fontSize="md">
              <AppLink
                to={hrefOf(open ? null : category.id)}
                id={`${panelId}-trigger`}
                aria-expanded={open}
                aria-controls={panelId}
                w="full"
                display="flex"
                alignItems="center"
                gap="3"
                py="4"
                textAlign="left"
                lineHeight="short"
                fontWeight="semibold"
              >
                <chakra.span flex="1">{category.name}</chakra.span>
                <chakra.span transition="transform 0.2s" transform={open ? 'rotate(180deg)' : undefined}>
                  <ChevronIcon />
                </chakra.span>
              </AppLink>
            </Heading>
            {open && (
              <Box id={panelId} role="region" aria-labelledby={`${panelId}-trigger`} pb="3">
                {children(category.id)}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
