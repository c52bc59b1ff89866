import { Box, Button, formatPrice, Text } from '@clinic/shared';

/** SPEC §2 mobile: the sticky 'Калькулятор анализов' button with the total; opens the summary. */
export function CalculatorButton({
  total,
  count,
  onOpen,
}: {
  total: number;
  count: number;
  onOpen: () => void;
}) {
  return (
    <Box position="sticky" bottom="3" mt="4" zIndex="docked">
      <Button
        type="button"
        size="lg"
        w="full"
        shadow="lg"
        justifyContent="space-between"
        onClick={() => onOpen()}
      >
        <Text as="span">Калькулятор анализов{count > 0 && ` (${count})`}</Text>
        <Text as="span" fontWeight="bold" data-testid="calculator-total">
          {formatPrice(total)}
        </Text>
      </Button>
    </Box>
  );
}
