import { useUnit } from 'effector-react';
import type { CalculatorProps } from '../../ui/CalculatorPanel';
import {
  $selectedAnalyses,
  $share,
  $surcharge,
  $total,
  analysisRemoved,
  bookClicked,
  selectionReset,
  shareClicked,
} from './model';

/** The calculator's units, bound for the desktop panel and the mobile summary alike. */
export function useCalculator(): CalculatorProps {
  return useUnit({
    selected: $selectedAnalyses,
    total: $total,
    surcharge: $surcharge,
    share: $share,
    onRemove: analysisRemoved,
    onReset: selectionReset,
    onShare: shareClicked,
    onBook: bookClicked,
  });
}
