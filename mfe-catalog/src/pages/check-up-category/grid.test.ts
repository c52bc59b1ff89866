import { describe, expect, it } from 'vitest';
import { CHECK_UP_GRID_COLUMNS, checkUpGridCell } from './grid';

// SPEC §9: category grid 6 columns; by position modulo 5: positions 1 and 2 span 3 columns, others 2;
// multiples of 5 gradient or white, position 1 purple.
describe('check-up category grid', () => {
  it.each([
    [1, 3, 'purple'],
    [2, 3, 'white'],
    [3, 2, 'white'],
    [4, 2, 'white'],
    [5, 2, 'gradient'],
    [6, 3, 'white'],
    [7, 3, 'white'],
    [8, 2, 'white'],
    [9, 2, 'white'],
    [10, 2, 'white'],
  ])('position %i spans %i columns and is %s', (position, span, variant) => {
    expect(checkUpGridCell(position)).toEqual({ span, variant });
  });

  it('alternates the multiples of 5: gradient, white, gradient', () => {
    expect([5, 10, 15, 20].map((p) => checkUpGridCell(p).variant)).toEqual([
      'gradient',
      'white',
      'gradient',
      'white',
    ]);
  });

  it('fills whole rows of 6 columns with every five tiles', () => {
    const spans: number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((p) => checkUpGridCell(p).span);
    expect(CHECK_UP_GRID_COLUMNS).toBe(6);
    expect(spans.slice(0, 2).reduce((a, b) => a + b)).toBe(6);
    expect(spans.slice(2, 5).reduce((a, b) => a + b)).toBe(6);
    expect(spans.slice(5, 7).reduce((a, b) => a + b)).toBe(6);
    expect(spans.slice(7, 10).reduce((a, b) => a + b)).toBe(6);
  });
});
