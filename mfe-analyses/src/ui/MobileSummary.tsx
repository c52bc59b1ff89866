import { Box, Button, countRu, formatPrice, Heading, POSITION_FORMS, Stack, Text } from '@clinic/shared';
import { CalculatorFooter } from './CalculatorFooter';
import type { CalculatorProps } from './CalculatorPanel';
import { SelectedAnalysisRow } from './SelectedAnalysisRow';

/** SPEC §2 mobile: the calculator summary that replaces the list until 'Вернуть к анализам'. */
export function MobileSummary(props: CalculatorProps & { onBack: () => void }) {
  const { selected, total, surcharge, share, onRemove, onReset, onShare, onBook, onBack } = props;
  return (
    <Box as="section" aria-labelledby="summary-title" bg="white" borderRadius="2xl" p="4">
      <Heading as="h2" id="summary-title" size="lg">
        Калькулятор анализов
      </Heading>
      <Text mt="1" color="fg.muted">
        Выбрано {countRu(selected.length, POSITION_FORMS)}
      </Text>
      {selected.length > 0 && (
        <Box as="ul" aria-label="Выбранные анализы" listStyleType="none" mt="2">
          {selected.map((analysis) => (
            <SelectedAnalysisRow key={analysis.id} analysis={analysis} onRemove={onRemove} icon="trash" />
          ))}
        </Box>
      )}
      <Stack gap="1" mt="3" fontSize="sm">
        {surcharge > 0 && <Text fontWeight="semibold">Анализ крови: + {formatPrice(surcharge)}</Text>}
        <Text color="fg.muted">Прием в порядке живой очереди</Text>
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
          Вернуть к анализам
        </Button>
      </CalculatorFooter>
    </Box>
  );
}
