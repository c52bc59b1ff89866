import { describe, expect, it } from 'vitest';
import { submissionDigest, submissionKey } from './submissionKey';

const SECRET = Buffer.alloc(32, 7);
const booking = { target: '/booking/doctor/12', name: 'Айгуль Серикова', phone: '+7 (701) 555-66-77' };

describe('a booking’s digest', () => {
  it('is the same however the patient typed the name and the phone', () => {
    const digest = submissionDigest(SECRET, booking);
    for (const [name, phone] of <[string, string][]>[
      ['  айгуль   СЕРИКОВА ', '701 555 66 77'],
      ['Аи\u0306гуль Серикова', '8 701 555 66 77'],
      ['Айгуль Серикова', '77015556677'],
    ]) {
      expect(submissionDigest(SECRET, { ...booking, name, phone }), `${name} ${phone}`).toBe(digest);
    }
  });

  it('differs for another number, name, target or day, and under another secret', () => {
    const digest = submissionDigest(SECRET, booking);
    expect(submissionDigest(SECRET, { ...booking, phone: '701 555 66 78' })).not.toBe(digest);
    expect(submissionDigest(SECRET, { ...booking, name: 'Айгерим Серикова' })).not.toBe(digest);
    expect(submissionDigest(SECRET, { ...booking, target: '/booking/doctor/13' })).not.toBe(digest);
    expect(submissionDigest(SECRET, { ...booking, day: '2026-12-09' })).not.toBe(digest);
    expect(submissionDigest(Buffer.alloc(32, 8), booking)).not.toBe(digest);
    // A number the form would refuse still counts by its digits, so two such posts are one booking.
    expect(submissionDigest(SECRET, { ...booking, phone: '+49 30 1234567' })).toBe(
      submissionDigest(SECRET, { ...booking, phone: '49301234567' }),
    );
  });

  it('gives the same key within one window and another in the next', () => {
    const digest = submissionDigest(SECRET, booking);
    expect(submissionKey(SECRET, digest, 1000)).toMatch(/^[0-9a-f]{32}$/);
    expect(submissionKey(SECRET, digest, 1000)).toBe(submissionKey(SECRET, digest, 1000));
    expect(submissionKey(SECRET, digest, 2000)).not.toBe(submissionKey(SECRET, digest, 1000));
  });
});
