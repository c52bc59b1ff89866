import { BookingLink, Button, Flex, Stack } from '@clinic/shared';
import { memo } from 'react';
import { useAnalysesText } from '../messages/analysesText';
import { CLEAR_PARAM, selectionSubmit } from './selectionSubmit';

interface CalculatorActionsProps {
  hasSelection: boolean;
  onBook: () => void;
  onShare: () => void;
  onReset: () => void;
}

/** 'Записаться', 'Поделиться', 'Очистить'. Memoised: a tick changes the total, not these buttons. */
export const CalculatorActions = memo(function CalculatorActions(props: CalculatorActionsProps) {
  const { hasSelection, onBook, onShare, onReset } = props;
  const text = useAnalysesText();
  return (
    <Stack gap="2" mt="4">
      <BookingLink request={{ kind: 'consult', entry: 'analyses' }} onBook={() => onBook()}>
        {text('calc.book')}
      </BookingLink>
      <Flex gap="2">
        <Button type="button" variant="outline" flex="1" disabled={!hasSelection} onClick={() => onShare()}>
          {text('calc.share')}
        </Button>
        <Button
          {...selectionSubmit(CLEAR_PARAM, '1', onReset)}
          variant="gray"
          flex="1"
          disabled={!hasSelection}
        >
          {text('calc.clear')}
        </Button>
      </Flex>
    </Stack>
  );
});
