import {
  type Analysis,
  Box,
  chakra,
  Flex,
  formatPrice,
  htmlToText,
  SafeHtml,
  Text,
  useLocale,
} from '@clinic/shared';
import { memo } from 'react';
import { useAnalysesText } from '../messages/analysesText';
import { hasPrice, PRICE_ON_REQUEST } from './analysisPrice';
import { MinusIcon, PlusIcon } from './icons';
import { PreparationMarker } from './PreparationMarker';
import { toggleSubmit } from './selectionSubmit';

interface MobileAnalysisRowProps {
  analysis: Analysis;
  selected: boolean;
  onToggle: (id: number) => void;
}

/** SPEC §2 mobile: an analysis with its name, 'Цена' (or 'Цена по запросу') and a plus/minus button. */
export const MobileAnalysisRow = memo(function MobileAnalysisRow({
  analysis,
  selected,
  onToggle,
}: MobileAnalysisRowProps) {
  const name = htmlToText(analysis.name);
  const text = useAnalysesText();
  const locale = useLocale();
  return (
    <Flex as="li" gap="3" align="center" py="3" borderBottomWidth="1px" borderColor="gray.100">
      <Box flex="1" minW="0">
        <Text fontSize="sm">
          <SafeHtml as="span" html={analysis.name} />
        </Text>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {hasPrice(analysis.price) ? (
            <>
              {text('analysis.price')}{' '}
              <Text as="span" fontWeight="bold" color="fg.body">
                {formatPrice(analysis.price, locale)}
              </Text>
            </>
          ) : (
            // «Цена по запросу» on its own: not «Цена 0 ₸», nor «Цена Цена по запросу».
            text(PRICE_ON_REQUEST)
          )}
        </Text>
        {analysis.document && <PreparationMarker document={analysis.document} />}
      </Box>
      <chakra.button
        {...toggleSubmit(analysis.id, onToggle)}
        aria-label={text(selected ? 'analysis.remove' : 'analysis.add', { name })}
        aria-pressed={selected}
        boxSize="11"
        flexShrink={0}
        display="flex"
        alignItems="center"
        justifyContent="center"
        borderRadius="full"
        cursor="pointer"
        bg={selected ? 'brand.600' : 'brand.50'}
        color={selected ? 'white' : 'brand.700'}
      >
        {selected ? <MinusIcon /> : <PlusIcon />}
      </chakra.button>
    </Flex>
  );
});
