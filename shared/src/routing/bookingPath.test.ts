import { describe, expect, it } from 'vitest';
import { bookingPath, bookingRequestAt } from './bookingPath';

describe('the booking page of a request', () => {
  it('is the kind and target, with the picked day and the entry point’s words in the query', () => {
    expect(bookingPath({ kind: 'doctor', targetId: 12 })).toBe('/booking/doctor/12');
    expect(bookingPath({ kind: 'doctor', targetId: 12, preferredDate: '2026-11-28' })).toBe(
      '/booking/doctor/12?day=2026-11-28',
    );
    expect(bookingPath({ kind: 'mail' })).toBe('/booking/mail');
    expect(bookingPath({ kind: 'mail', entry: 'online' })).toBe('/booking/mail?entry=online');
    expect(bookingPath({ kind: 'consult', entry: 'analyses' })).toBe('/booking/consult?entry=analyses');
  });

  it('is read back from its path alone (the query is the booking remote’s to read)', () => {
    expect(bookingRequestAt({ kind: 'doctor', target: '12' })).toEqual({ kind: 'doctor', targetId: 12 });
    expect(bookingRequestAt({ kind: 'mail' })).toEqual({ kind: 'mail' });
    expect(bookingRequestAt({ kind: 'mail', target: '1' })).toBeNull();
  });
});
