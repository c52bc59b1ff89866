// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, describe, expect, it } from 'vitest';
import { type Running, startFakeApi, startSite, tempDir } from '../testing/servers';
import { DEFAULT_BOOKING_SETTINGS, readBookingSettings } from './bookingSettings';
import { challengeCostFactor, FREE_CHALLENGES, MAX_FACTOR } from './challengeCost';
import { openGuardStore } from './guardStore';

const running: Running[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

describe('challengeCostFactor', () => {
  it('is the base price for a patient’s few dialogs, then doubles every ten, up to its cap', () => {
    expect(challengeCostFactor(1)).toBe(1);
    expect(challengeCostFactor(FREE_CHALLENGES)).toBe(1);
    expect(challengeCostFactor(FREE_CHALLENGES + 1)).toBe(2);
    expect(challengeCostFactor(FREE_CHALLENGES + 10)).toBe(2);
    expect(challengeCostFactor(FREE_CHALLENGES + 11)).toBe(4);
    expect(challengeCostFactor(10_000)).toBe(MAX_FACTOR);
  });

  it('gives the base price to as many as BOOKING_FREE_CHALLENGES says (the e2e suites, all from one address)', () => {
    expect(challengeCostFactor(10_000, 100_000)).toBe(1);
    expect(challengeCostFactor(100_001, 100_000)).toBe(2);
    expect(readBookingSettings({ BOOKING_FREE_CHALLENGES: '100000' }).freeChallenges).toBe(100_000);
    expect(readBookingSettings({}).freeChallenges).toBe(FREE_CHALLENGES);
    expect(() => readBookingSettings({ BOOKING_FREE_CHALLENGES: 'many' })).toThrow(/BOOKING_FREE_CHALLENGES/);
  });
});

describe('GET /booking-challenge', () => {
  it('costs a client that asks for many more to solve; its neighbours in another /64 still pay the base', async () => {
    const api = await startFakeApi((_request, res) => res.writeHead(404).end());
    const root = tempDir('clinic-challenge-');
    const site = await startSite(root, api.baseUrl, {
      bookings: { secret: randomBytes(32), store: openGuardStore(null), settings: DEFAULT_BOOKING_SETTINGS },
    });
    running.push(site, api);
    const challengeFor = async (client: string) =>
      (await fetch(`${site.baseUrl}/booking-challenge`, { headers: { 'x-forwarded-for': client } })).json();
    const solvedAt = async (challenge: Parameters<typeof solveChallenge>[0]['challenge']) =>
      (await solveChallenge({ challenge, deriveKey }))?.counter ?? -1;

    const first = await challengeFor('2a03:32c0:3:1::1');
    expect(await solvedAt(first)).toBeLessThan(6_000);
    let last = first;
    // Each from another address of the same /64: one client.
    for (let n = 2; n <= FREE_CHALLENGES + 21; n += 1)
      last = await challengeFor(`2a03:32c0:3:1::${n.toString(16)}`);
    // The 41st: four times the base price, 8,000–24,000 rounds.
    expect(await solvedAt(last)).toBeGreaterThanOrEqual(8_000);
    expect(await solvedAt(await challengeFor('2a03:32c0:3:2::1'))).toBeLessThan(6_000);
  });
});
