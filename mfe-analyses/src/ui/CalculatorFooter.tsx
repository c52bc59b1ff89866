import { Flex, formatPrice, Text, useLocale } from '@clinic/shared';
import type { ReactNode } from 'react';
import { useAnalysesText } from '../messages/analysesText';
import { CalculatorActions } from './CalculatorActions';
import type { CalculatorProps } from './CalculatorPanel';
import { ShareResult } from './ShareResult';

interface CalculatorFooterProps
  extends Pick<CalculatorProps, 'total' | 'share' | 'onBook' | 'onShare' | 'onReset'> {
  hasSelection: boolean;
  /** Marks the total for the benchmark and the tests. */
  totalTestId: string;
  /** Placed under the actions (the mobile summary's way back). */
  children?: ReactNode;
}

/** 'Итого:', the actions and the share link: the same end for the desktop panel and the mobile summary. */
export function CalculatorFooter({
  total,
  share,
  hasSelection,
  totalTestId,
  children,
  ...actions
}: CalculatorFooterProps) {
  const text = useAnalysesText();
  const locale = useLocale();
  return (
    <>
      <Flex justify="space-between" align="baseline" mt="3" aria-live="polite">
        <Text fontWeight="semibold">{text('calc.total')}</Text>
        <Text fontSize="2xl" fontWeight="bold" data-testid={totalTestId}>
          {formatPrice(total, locale)}
        </Text>
      </Flex>
      <CalculatorActions hasSelection={hasSelection} {...actions} />
      {children}
      <ShareResult share={share} />
    </>
  );
}
