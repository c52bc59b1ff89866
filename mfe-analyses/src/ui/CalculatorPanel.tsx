import { type Analysis, Box, Flex, formatPrice, Heading, Stack, Text, useLocale } from '@clinic/shared';
import { useAnalysesText } from '../messages/analysesText';
import { CalculatorFooter } from './CalculatorFooter';
import { SelectedAnalysisRow } from './SelectedAnalysisRow';

export interface CalculatorProps {
  selected: readonly Analysis[];
  total: number;
  /** The blood test surcharge in the total: 900 when it applies, else 0. */
  surcharge: number;
  share: { link: string; copied: boolean } | null;
  onRemove: (id: number) => void;
  onReset: () => void;
  onShare: () => void;
  onBook: () => void;
}

/** SPEC §2: the desktop 'Калькулятор анализов' panel. */
export function CalculatorPanel(props: CalculatorProps) {
  const { selected, total, surcharge, share, onRemove, onReset, onShare, onBook } = props;
  const text = useAnalysesText();
  const locale = useLocale();
  return (
    <Box as="section" aria-labelledby="calculator-title" bg="white" borderRadius="2xl" p="5">
      <Heading as="h2" id="calculator-title" size="lg" mb="3">
        {text('calc.title')}
      </Heading>
      {selected.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {text('calc.empty')}
        </Text>
      ) : (
        <Box as="ul" aria-label={text('calc.selected')} listStyleType="none" maxH="15rem" overflowY="auto">
          {selected.map((analysis) => (
            <SelectedAnalysisRow key={analysis.id} analysis={analysis} onRemove={onRemove} icon="cross" />
          ))}
        </Box>
      )}
      <Stack gap="1" mt="4" fontSize="sm">
        <Text color="fg.muted">{text('calc.queue')}</Text>
        {surcharge > 0 && (
          <>
            <Text color="brand.700">{text('calc.bloodAdded')}</Text>
            <Flex justify="space-between">
              <Text>{text('calc.blood')}</Text>
              <Text fontWeight="semibold">{formatPrice(surcharge, locale)}</Text>
            </Flex>
          </>
        )}
        <Text>{text('calc.count', { count: selected.length })}</Text>
      </Stack>
      <CalculatorFooter
        total={total}
        share={share}
        hasSelection={selected.length > 0}
        totalTestId="calculator-total"
        onBook={onBook}
        onShare={onShare}
        onReset={onReset}
      />
    </Box>
  );
}
