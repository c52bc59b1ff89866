import { apiClient, type BookingKind } from '@clinic/shared';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, IDEMPOTENCY_HEADER, newIdempotencyKey, sendBooking } from './payload';

const CONTACT = { name: 'Айгуль', phone: '77011234567' };

const CASES: Array<[BookingKind, string, Record<string, unknown>]> = [
  ['services', '/request-services', { service_id: 12, ...CONTACT }],
  ['promotion', '/request-promotions', { promotion_id: 12, ...CONTACT }],
  ['doctor', '/request-doctors', { doctor_id: 12, ...CONTACT }],
  ['checkup', '/request-checkups', { checkup_id: 12, ...CONTACT }],
  ['consult', '/application-feedback', { ...CONTACT, type: 'consult' }],
  ['mail', '/application-feedback', { ...CONTACT, type: 'mail' }],
];

let http: Awaited<ReturnType<typeof apiClient>>;
let originalAdapter: typeof http.defaults.adapter;
beforeAll(async () => {
  http = await apiClient();
  originalAdapter = http.defaults.adapter;
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

/** Records what axios would put on the wire instead of sending it. */
function recordRequests() {
  const seen: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    seen.push(config);
    return {
      data: { data: { id: 'r1', status: 'accepted' } },
      status: 201,
      statusText: 'Created',
      headers: {},
      config,
    };
  };
  return seen;
}

describe('the payload and endpoint of each kind (SPEC §7)', () => {
  it.each(CASES)('%s → POST %s', async (kind, url, body) => {
    const payload = bookingPayload({ kind, targetId: 12 }, CONTACT);
    expect(payload?.body).toEqual(body);
    const seen = recordRequests();
    await sendBooking(payload as NonNullable<typeof payload>, 'key-1');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('post');
    expect(seen[0]?.url).toBe(url);
    expect(JSON.parse(String(seen[0]?.data))).toEqual(body);
    expect(seen[0]?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
  });

  it('gives no payload for an appointment without its target', () => {
    expect(bookingPayload({ kind: 'doctor' }, CONTACT)).toBeNull();
    expect(bookingPayload({ kind: 'mail' }, CONTACT)).not.toBeNull();
  });

  it('makes a different idempotency key for every new submission', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key.length).toBeLessThanOrEqual(100);
  });
});

describe('the picked day (preferred_date, our extension of SPEC §7)', () => {
  it('goes with an appointment that has one, and nowhere else', () => {
    const day = '2026-11-28';
    expect(bookingPayload({ kind: 'doctor', targetId: 12, preferredDate: day }, CONTACT)?.body).toEqual({
      doctor_id: 12,
      ...CONTACT,
      preferred_date: day,
    });
    expect(bookingPayload({ kind: 'doctor', targetId: 12 }, CONTACT)?.body).not.toHaveProperty(
      'preferred_date',
    );
    // A callback is a request to be called back: no day travels with it.
    expect(bookingPayload({ kind: 'mail', preferredDate: day }, CONTACT)?.body).toEqual({
      ...CONTACT,
      type: 'mail',
    });
  });
});
