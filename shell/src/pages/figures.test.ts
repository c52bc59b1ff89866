import { describe, expect, it } from 'vitest';
import { CLINIC_FIGURES, formatAtLeast } from './figures';

describe('the clinic figures of SPEC §1', () => {
  it('states 10 years, 30,000+ treated, 5000+ satisfied clients and 700+ corporate clients', () => {
    expect(CLINIC_FIGURES).toEqual({
      yearsOfOperation: 10,
      peopleTreated: 30000,
      satisfiedClients: 5000,
      corporateClients: 700,
    });
  });

  it('formats a lower bound in the Russian number format', () => {
    // ru-RU groups thousands with a no-break space and leaves four-digit numbers ungrouped.
    expect(formatAtLeast(CLINIC_FIGURES.peopleTreated)).toBe('30\u00a0000+');
    expect(formatAtLeast(CLINIC_FIGURES.satisfiedClients)).toBe('5000+');
    expect(formatAtLeast(CLINIC_FIGURES.corporateClients)).toBe('700+');
  });
});
