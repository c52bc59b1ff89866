import { type AnalysisCategory, Box, chakra, Heading } from '@clinic/shared';
import type { ReactNode } from 'react';
import { ChevronIcon } from './icons';

interface CategoryAccordionProps {
  categories: readonly AnalysisCategory[];
  openId: number | null;
  onOpen: (id: number) => void;
  onClose: () => void;
  /** The open category's analyses: only that one panel is rendered. */
  children: (categoryId: number) => ReactNode;
}

/**
 * SPEC §2 mobile: the accordion of categories, one open at a time. A plain disclosure (a button with
 * aria-expanded and its region) renders only the open panel and needs none of the UI kit's state machines.
 */
export function CategoryAccordion({ categories, openId, onOpen, onClose, children }: CategoryAccordionProps) {
  return (
    <Box as="ul" listStyleType="none" bg="white" borderRadius="2xl" px="4">
      {categories.map((category, index) => {
        const open = category.id === openId;
        const panelId = `analyses-category-${category.id}`;
        return (
          <Box as="li" key={category.id} borderTopWidth={index ? '1px' : 0} borderColor="gray.100">
            <Heading as="h2" fontSize="md">
              <chakra.button
                type="button"
                id={`${panelId}-trigger`}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => (open ? onClose() : onOpen(category.id))}
                w="full"
                display="flex"
                alignItems="center"
                gap="3"
                py="4"
                textAlign="left"
                lineHeight="short"
                fontWeight="semibold"
                cursor="pointer"
              >
                <chakra.span flex="1">{category.name}</chakra.span>
                <chakra.span transition="transform 0.2s" transform={open ? 'rotate(180deg)' : undefined}>
                  <ChevronIcon />
                </chakra.span>
              </chakra.button>
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
