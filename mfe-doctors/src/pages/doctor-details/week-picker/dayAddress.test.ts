import { describe, expect, it } from 'vitest';
import { dayHref, daySearch, readDay } from './dayAddress';

describe('the picked day in the doctor page’s address', () => {
  it('is read from ?day= when it is a real day, else there is none', () => {
    expect(readDay('?day=2026-11-28')).toBe('2026-11-28');
    expect(readDay('?tab=reviews&day=2026-11-28')).toBe('2026-11-28');
    expect(readDay('?day=2026-11-31')).toBeNull();
    expect(readDay('')).toBeNull();
  });

  it('is each day link’s target, the review tab kept', () => {
    expect(dayHref('/doctors-list/kim-olga', '', '2026-11-28')).toBe('/doctors-list/kim-olga?day=2026-11-28');
    expect(dayHref('/doctors-list/kim-olga', '?tab=negative&day=2026-11-27', '2026-11-28')).toBe(
      '/doctors-list/kim-olga?tab=negative&day=2026-11-28',
    );
  });

  it('is the query a tap with scripts writes into the address, the other parameters kept', () => {
    expect(daySearch('', '2026-11-28')).toBe('?day=2026-11-28');
    expect(daySearch('?tab=reviews&day=2026-11-27', '2026-11-28')).toBe('?tab=reviews&day=2026-11-28');
    expect(daySearch('?utm_source=x', '2026-11-28')).toBe('?utm_source=x&day=2026-11-28');
  });
});
