import { type Analysis, Box, chakra, Flex, htmlToText, SafeHtml, Text } from '@clinic/shared';
import { memo } from 'react';
import { useAnalysesText } from '../messages/analysesText';
import { hasPrice, useAnalysisPrice } from './analysisPrice';
import { CloseIcon, TrashIcon } from './icons';
import { PreparationMarker } from './PreparationMarker';
import { toggleSubmit } from './selectionSubmit';

interface SelectedAnalysisRowProps {
  analysis: Analysis;
  onRemove: (id: number) => void;
  /** The desktop panel shows a cross, the mobile summary a delete icon. */
  icon: 'cross' | 'trash';
}

/** One line of the calculator: name, price, the preparation marker and a remove button. Memoised. */
export const SelectedAnalysisRow = memo(function SelectedAnalysisRow({
  analysis,
  onRemove,
  icon,
}: SelectedAnalysisRowProps) {
  const text = useAnalysesText();
  const priceOf = useAnalysisPrice();
  const priced = hasPrice(analysis.price);
  return (
    <Flex as="li" gap="3" align="flex-start" py="2" borderBottomWidth="1px" borderColor="gray.100">
      <Box flex="1" minW="0">
        <Text fontSize="sm">
          <SafeHtml as="span" html={analysis.name} />
        </Text>
        {analysis.document && <PreparationMarker document={analysis.document} />}
      </Box>
      {/* «Цена по запросу» may take two lines; an amount keeps to one. */}
      <Text
        fontWeight="semibold"
        fontSize="sm"
        textAlign="end"
        {...(priced ? { whiteSpace: 'nowrap' } : { maxW: '7rem' })}
      >
        {priceOf(analysis.price)}
      </Text>
      <chakra.button
        {...toggleSubmit(analysis.id, onRemove)}
        aria-label={text(icon === 'trash' ? 'analysis.delete' : 'analysis.remove', {
          name: htmlToText(analysis.name),
        })}
        color="gray.600"
        cursor="pointer"
        borderRadius="full"
        p="1"
        _hover={{ color: 'red.600', bg: 'gray.100' }}
      >
        {icon === 'trash' ? <TrashIcon /> : <CloseIcon />}
      </chakra.button>
    </Flex>
  );
});
