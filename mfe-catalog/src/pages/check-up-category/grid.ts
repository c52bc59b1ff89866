/** SPEC §9 check-up category grid: 6 columns; tile widths and colours by position (counted from 1) modulo 5. */
export const CHECK_UP_GRID_COLUMNS = 6;

export type CheckUpCardVariant = 'purple' | 'white' | 'gradient';

export interface CheckUpGridCell {
  /** Columns of the 6 the tile spans. */
  span: 2 | 3;
  variant: CheckUpCardVariant;
}

/**
 * Positions 1 and 2 (mod 5) span 3 columns and the others 2, so every five tiles fill two rows: 3+3, 2+2+2.
 * Position 1 is purple; multiples of 5 alternate gradient (5, 15, …) and white (10, 20, …); the rest white.
 */
export function checkUpGridCell(position: number): CheckUpGridCell {
  const rest = position % 5;
  const span = rest === 1 || rest === 2 ? 3 : 2;
  if (position === 1) return { span, variant: 'purple' };
  if (rest === 0) return { span, variant: (position / 5) % 2 === 1 ? 'gradient' : 'white' };
  return { span, variant: 'white' };
}
