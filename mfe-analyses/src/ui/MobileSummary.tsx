import { Box, Button, formatPrice, Heading, Stack, Text, useLocale } from '@clinic/shared';
import { useAnalysesText } from '../messages/analysesText';
import { CalculatorFooter } from './CalculatorFooter';
import type { CalculatorProps } from './CalculatorPanel';
import { SelectedAnalysisRow } from './SelectedAnalysisRow';

/** SPEC §2 mobile: the calculator summary that replaces the list until 'Вернуть к анализам'. */
export function MobileSummary(props: CalculatorProps & { onBack: () => void }) {
  const { selected, total, surcharge, share, onRemove, onReset, onShare, onBook, onBack } = props;
  const text = useAnalysesText();
  const locale = useLocale();
  return (
    <Box as="section" aria-labelledby="summary-title" bg="white" borderRadius="2xl" p="4">
      <Heading as="h2" id="summary-title" size="lg">
        {text('calc.title')}
      </Heading>
      <Text mt="1" color="fg.muted">
        {text('calc.positions', { count: selected.length })}
      </Text>
      {selected.length > 0 && (
        <Box as="ul" aria-label={text('calc.selected')} listStyleType="none" mt="2">
          {selected.map((analysis) => (
            <SelectedAnalysisRow key={analysis.id} analysis={analysis} onRemove={onRemove} icon="trash" />
          ))}
        </Box>
      )}
      <Stack gap="1" mt="3" fontSize="sm">
        {surcharge > 0 && (
          <Text fontWeight="semibold">
            {text('calc.bloodLine', { price: formatPrice(surcharge, locale) })}
          </Text>
        )}
        <Text color="fg.muted">{text('calc.queue')}</Text>
      </Stack>
      <CalculatorFooter
        total={total}
        share={share}
        hasSelection={selected.length > 0}
        totalTestId="summary-total"
        onBook={onBook}
        onShare={onShare}
        onReset={onReset}
      >
        <Button type="button" variant="black" w="full" mt="2" onClick={() => onBack()}>
          {text('calc.back')}
        </Button>
      </CalculatorFooter>
    </Box>
  );
}
