import { describe, expect, it } from 'vitest';
import { addDays, isIsoDay } from './isoDay';

describe('a picked day as YYYY-MM-DD', () => {
  it('is a real calendar day written in full', () => {
    expect(isIsoDay('2026-11-28')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    for (const wrong of [
      '2026-02-30',
      '2027-02-29',
      '2026-13-01',
      '2026-11-28T00:00',
      '2026-1-5',
      '',
      null,
      20261128,
    ]) {
      expect(isIsoDay(wrong)).toBe(false);
    }
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-11-28', 3)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
