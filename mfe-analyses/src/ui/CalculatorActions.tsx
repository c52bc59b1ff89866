import { BookingLink, Button, Flex, Stack } from '@clinic/shared';
import { memo } from 'react';
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
  return (
    <Stack gap="2" mt="4">
      <BookingLink request={{ kind: 'consult', entry: 'analyses' }} onBook={() => onBook()}>
        Записаться
      </BookingLink>
      <Flex gap="2">
        <Button type="button" variant="outline" flex="1" disabled={!hasSelection} onClick={() => onShare()}>
          Поделиться
        </Button>
        <Button
          {...selectionSubmit(CLEAR_PARAM, '1', onReset)}
          variant="gray"
          flex="1"
          disabled={!hasSelection}
        >
          Очистить
        </Button>
      </Flex>
    </Stack>
  );
});
