import type express from 'express';
import { Registry } from 'prom-client';
import { describe, expect, it, vi } from 'vitest';
import { passBookingGate, type ReadBooking } from './bookingGate';
import { createBookingGuard } from './bookingGuard';
import { DEFAULT_BOOKING_SETTINGS } from './bookingSettings';
import { openGuardStore } from './guardStore';

const BOOKING = { target: '/booking/doctor/12', name: 'Айгуль', phone: '701 555 66 77' };
const FIELDS = { name: 'Айгуль', phone: '701 555 66 77' };

/** A post as express gives it to the gate: from `ip`, from this site's page unless `headers` say otherwise. */
function post(ip = '203.0.113.5', headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) {
  return {
    ip,
    protocol: 'https',
    host: 'clinic.kz',
    get: (name: string) => headers[name.toLowerCase()],
  } as unknown as express.Request;
}

function gate(postsPerWindow = 10) {
  const store = openGuardStore(null);
  const registry = new Registry();
  const guard = createBookingGuard({
    secret: Buffer.alloc(32, 3),
    store,
    settings: { ...DEFAULT_BOOKING_SETTINGS, postsPerWindow },
    registry,
  });
  const firstPosted = vi.spyOn(store, 'firstPosted');
  const refused = async () =>
    Object.fromEntries(
      (await registry.getSingleMetric('site_booking_refused_total')?.get())?.values.map((v) => [
        v.labels.reason,
        v.value,
      ]) ?? [],
    );
  return { guard, firstPosted, refused };
}

const booking = (extra: Partial<Extract<ReadBooking<typeof FIELDS>, { fields: unknown }>> = {}) =>
  vi.fn(async (): Promise<ReadBooking<typeof FIELDS>> => ({ fields: FIELDS, submission: BOOKING, ...extra }));

describe('the booking gate: one sequence for the dialog and the form', () => {
  it('lets a booking through with a key made from its content, the same however it was typed', async () => {
    const { guard } = gate();
    const credential = vi.fn(async () => null);
    const first = await passBookingGate(guard, post(), 'form', booking(), credential);
    const typedAgain = await passBookingGate(
      guard,
      post(),
      'api',
      booking({ submission: { ...BOOKING, name: ' айгуль ', phone: '+7 (701) 555-66-77' } }),
      credential,
    );
    expect(first).toMatchObject({
      passed: true,
      fields: FIELDS,
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(typedAgain).toMatchObject({ passed: true, key: first.passed && first.key });
    expect(credential).toHaveBeenCalledTimes(2);
  });

  it('refuses past the allowance first, still reading the body so a form is given back as typed', async () => {
    const { guard, firstPosted, refused } = gate(1);
    await passBookingGate(guard, post(), 'form', booking(), async () => null);
    const read = booking({ honeypot: 'x' });
    const credential = vi.fn(async () => null);
    // Over the allowance, from another site, with the honeypot filled: the allowance is what it says.
    const verdict = await passBookingGate(
      guard,
      post('203.0.113.5', { 'sec-fetch-site': 'cross-site' }),
      'form',
      read,
      credential,
    );
    expect(verdict).toMatchObject({ passed: false, refusal: 'too-many', fields: FIELDS });
    expect(verdict.passed === false && verdict.retryAfterS).toBeGreaterThan(0);
    expect(read).toHaveBeenCalledOnce();
    expect(credential).not.toHaveBeenCalled();
    expect(firstPosted).toHaveBeenCalledOnce(); // only the first post's key
    expect(await refused()).toEqual({ 'too-many': 1 });
    // Another address has its own allowance.
    expect(await passBookingGate(guard, post('198.51.100.7'), 'form', booking(), credential)).toMatchObject({
      passed: true,
    });
  });

  it('then another site’s page, then a body that is none of the site’s, then the honeypot', async () => {
    const { guard, firstPosted, refused } = gate();
    const credential = vi.fn(async () => null);
    const crossSite = post('203.0.113.5', { 'sec-fetch-site': 'cross-site' });
    const malformed = async (): Promise<ReadBooking<typeof FIELDS>> => ({
      refusal: 'malformed',
      why: 'not JSON',
    });
    expect(await passBookingGate(guard, crossSite, 'api', malformed, credential)).toMatchObject({
      refusal: 'cross-site',
    });
    expect(await passBookingGate(guard, post(), 'api', malformed, credential)).toMatchObject({
      refusal: 'malformed',
      why: 'not JSON',
      fields: undefined,
    });
    expect(
      await passBookingGate(guard, post(), 'form', booking({ honeypot: 'x' }), credential),
    ).toMatchObject({
      refusal: 'honeypot',
      fields: FIELDS,
    });
    expect(credential).not.toHaveBeenCalled();
    expect(firstPosted).not.toHaveBeenCalled();
    // A malformed post is none of the site's bookings: not counted as one refused.
    expect(await refused()).toEqual({ 'cross-site': 1, honeypot: 1 });
  });

  it('asks the channel’s credential last, and keeps nothing of a booking it refuses', async () => {
    const { guard, firstPosted, refused } = gate();
    const verdict = await passBookingGate(guard, post(), 'form', booking(), async () => 'token-expired');
    expect(verdict).toMatchObject({ passed: false, refusal: 'token-expired', fields: FIELDS });
    expect(firstPosted).not.toHaveBeenCalled();
    expect(await refused()).toEqual({ 'token-expired': 1 });
  });

  it('passes a post that books nothing without a credential or a key: its route answers it', async () => {
    const { guard, firstPosted } = gate();
    const credential = vi.fn(async () => null);
    const verdict = await passBookingGate(guard, post(), 'form', booking({ submission: null }), credential);
    expect(verdict).toEqual({ passed: true, fields: FIELDS, submission: null, key: null });
    expect(credential).not.toHaveBeenCalled();
    expect(firstPosted).not.toHaveBeenCalled();
  });
});
