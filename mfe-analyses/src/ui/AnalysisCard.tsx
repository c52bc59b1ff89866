import { type Analysis, Box, chakra, SafeHtml, Text } from '@clinic/shared';
import { memo } from 'react';
import { useAnalysisPrice } from './analysisPrice';
import { CheckIcon } from './icons';
import { PreparationMarker } from './PreparationMarker';
import { toggleSubmit } from './selectionSubmit';

interface AnalysisCardProps {
  analysis: Analysis;
  selected: boolean;
  onToggle: (id: number) => void;
}

/**
 * A card of the analyses grid: a click toggles it in the calculator (without JavaScript too: selectionSubmit).
 * Memoised: a tick re-renders one card.
 */
export const AnalysisCard = memo(function AnalysisCard({ analysis, selected, onToggle }: AnalysisCardProps) {
  const priceOf = useAnalysisPrice();
  return (
    <Box
      as="li"
      position="relative"
      display="flex"
      flexDirection="column"
      bg={selected ? 'brand.50' : 'white'}
      borderWidth="2px"
      borderColor={selected ? 'brand.600' : 'transparent'}
      borderRadius="xl"
      overflow="hidden"
      scrollSnapAlign="start"
      // Cards scrolled out of the grid's window skip style and layout: a tick costs the same among 2,000. Their
      // height is the grid's row (AnalysesGrid), whatever their content.
      contentVisibility="auto"
      containIntrinsicSize="auto 10rem"
      _hover={{ borderColor: selected ? 'brand.600' : 'brand.200' }}
    >
      <chakra.button
        {...toggleSubmit(analysis.id, onToggle)}
        aria-pressed={selected}
        flex="1"
        display="flex"
        flexDirection="column"
        justifyContent="space-between"
        gap="2"
        p="3"
        pe="8"
        textAlign="left"
        cursor="pointer"
        borderRadius="xl"
        // The card clips to its grid row: the focus ring is drawn inside the button, where it shows.
        _focusVisible={{ outlineOffset: '-0.25rem' }}
      >
        <Text as="span" fontSize="sm" lineClamp={3}>
          <SafeHtml as="span" html={analysis.name} />
        </Text>
        <Text as="span" fontWeight="bold">
          {priceOf(analysis.price)}
        </Text>
      </chakra.button>
      {analysis.document && (
        <Box px="3" pb="3" mt="-1">
          <PreparationMarker document={analysis.document} />
        </Box>
      )}
      <Box
        aria-hidden="true"
        position="absolute"
        top="2"
        right="2"
        boxSize="5"
        borderRadius="full"
        display="flex"
        alignItems="center"
        justifyContent="center"
        borderWidth="1.5px"
        borderColor={selected ? 'brand.600' : 'gray.300'}
        bg={selected ? 'brand.600' : 'white'}
        color="white"
        pointerEvents="none"
      >
        {selected && <CheckIcon />}
      </Box>
    </Box>
  );
});
