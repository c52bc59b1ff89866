import { textIn } from '@clinic/shared';
import { describe, expect, it } from 'vitest';
import { SHELL_CATALOGS } from '../messages/shellText';
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

  it.each(['ru', 'kk'] as const)('formats a lower bound in the %s number format', (locale) => {
    // Both group thousands with a no-break space and leave four-digit numbers ungrouped.
    expect(formatAtLeast(CLINIC_FIGURES.peopleTreated, locale)).toBe('30\u00a0000+');
    expect(formatAtLeast(CLINIC_FIGURES.satisfiedClients, locale)).toBe('5000+');
    expect(formatAtLeast(CLINIC_FIGURES.corporateClients, locale)).toBe('700+');
  });

  it('counts the years in Russian: 1 год, 3 года, 10 лет', async () => {
    await SHELL_CATALOGS.load('ru');
    const text = textIn(SHELL_CATALOGS, 'ru');
    expect(text('fig.years', { count: CLINIC_FIGURES.yearsOfOperation })).toBe('10 лет');
    expect(text('fig.years', { count: 1 })).toBe('1 год');
    expect(text('fig.years', { count: 3 })).toBe('3 года');
    expect(text('fig.years', { count: 21 })).toBe('21 год');
  });

  it('counts the years in Kazakh with the singular noun: 10 жыл, 1 жыл', async () => {
    await SHELL_CATALOGS.load('kk');
    const text = textIn(SHELL_CATALOGS, 'kk');
    expect(text('fig.years', { count: CLINIC_FIGURES.yearsOfOperation })).toBe('10 жыл');
    expect(text('fig.years', { count: 1 })).toBe('1 жыл');
  });
});
