// @vitest-environment node
/**
 * One canary controller acts: per deploy root (the lock file), or with DATABASE_URL for the whole site (a
 * PostgreSQL advisory lock on a connection of its own; the run's throwaway cluster, testing/postgres.ts). Two seats
 * stand for the controllers of two hosts.
 */
import { testDatabase } from '@clinic/deploy/src/testing/postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { storeRelay } from '../testing/awayStore';
import { tempDir } from '../testing/servers';
import type { ControllerStep } from './controller';
import { type ControllerSeat, fileSeat, postgresSeat, VERDICTS } from './controllerSeat';

const seats: ControllerSeat[] = [];
afterEach(async () => {
  await Promise.all(seats.splice(0).map((seat) => seat.release()));
});

const step = (verdict: ControllerStep['decision']['verdict'], action: ControllerStep['action'] = 'none') => ({
  remote: 'doctors',
  version: '1.1.0-00000009',
  share: 10,
  decision: { verdict, reason: `the reason for ${verdict}` },
  action,
});

async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the controller’s seat with DATABASE_URL: one for every host', () => {
  async function twoHosts() {
    const databaseUrl = await testDatabase();
    const a = postgresSeat({ databaseUrl, name: 'host-a' });
    const b = postgresSeat({ databaseUrl, name: 'host-b' });
    seats.push(a, b);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    /** Ends a controller's session from the server's side (a restart, a network cut found out), and waits for it. */
    const cut = (name: string) =>
      admin.query(
        `SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE application_name = 'clinic-canary-controller ' || $1`,
        [name],
      );
    const records = async () =>
      (await admin.query(`SELECT verdict, action, controller FROM ${VERDICTS} ORDER BY id`)).rows;
    return { a, b, cut, records, admin };
  }

  it('lets one of two controllers hold it; when that one closes, the other takes over', async () => {
    const { a, b, admin } = await twoHosts();
    expect(await a.hold()).toBe(true);
    expect(await b.hold()).toBe(false);
    expect(await b.holder()).toMatch(/^host-a$/);
    expect(await a.hold()).toBe(true); // still its own, asked again
    expect(await b.hold()).toBe(false);
    await a.release();
    expect(await b.hold()).toBe(true);
    expect(await a.hold()).toBe(false);
    expect(await a.holder()).toBe('host-b');
    await admin.end();
  });

  it('gives it to exactly one of controllers that ask at the same moment', async () => {
    const databaseUrl = await testDatabase();
    for (let round = 0; round < 5; round++) {
      const racing = Array.from({ length: 4 }, (_, i) => postgresSeat({ databaseUrl, name: `racer-${i}` }));
      const held = await Promise.all(racing.map((seat) => seat.hold()));
      expect(held.filter(Boolean)).toHaveLength(1);
      await Promise.all(racing.map((seat) => seat.release()));
    }
  });

  it('is lost with the connection: the controller that lost it acts no more, another takes it', async () => {
    const { a, b, cut, admin } = await twoHosts();
    expect(await a.hold()).toBe(true);
    expect(await b.hold()).toBe(false);
    await cut('host-a');
    // Its session is gone, and the lock with it: free for whichever controller asks first, here the other.
    await until(() => b.hold(), 'the other controller takes over');
    expect(await a.hold()).toBe(false);
    expect(await a.record(step('rollback', 'rollback'))).toBe(false);
    expect(await b.hold()).toBe(true);
    await admin.end();
  });

  it('is lost when its connection goes silent: the holder stops acting at its next look, the other takes over', async () => {
    const databaseUrl = await testDatabase();
    // The network between this controller and PostgreSQL, which the test cuts.
    const relay = await storeRelay(databaseUrl);
    const a = postgresSeat({ databaseUrl: relay.url, name: 'host-a', timeoutMs: 500 });
    const b = postgresSeat({ databaseUrl, name: 'host-b' });
    seats.push(a, b);
    expect(await a.hold()).toBe(true);
    relay.silence(true);
    expect(await a.hold()).toBe(false); // no answer within its timeout: it acts no more
    // It closed its end; PostgreSQL ends the session and the lock with it (else its keepalives would, in ~30 s).
    await until(() => b.hold(), 'the other controller takes over');
    await relay.down();
  });

  it('records each verdict change and each action once, and only while holding the seat', async () => {
    const { a, b, cut, records, admin } = await twoHosts();
    expect(await a.hold()).toBe(true);
    expect(await a.record(step('wait'))).toBe(true);
    expect(await a.record(step('wait'))).toBe(false); // the same verdict again
    expect(await b.hold()).toBe(false);
    expect(await b.record(step('promote', 'step'))).toBe(false); // not the holder
    expect(await a.record(step('promote', 'step'))).toBe(true);
    expect(await a.record({ ...step('wait'), version: '1.2.0-0000000a' })).toBe(true); // another canary
    // A failover: the next controller records only what changes from what the last one recorded.
    await cut('host-a');
    await until(() => b.hold(), 'the other controller takes over');
    expect(await b.record(step('promote', 'none'))).toBe(false);
    expect(await b.record(step('rollback', 'rollback'))).toBe(true);
    expect(await records()).toEqual([
      { verdict: 'wait', action: 'none', controller: 'host-a' },
      { verdict: 'promote', action: 'step', controller: 'host-a' },
      { verdict: 'wait', action: 'none', controller: 'host-a' },
      { verdict: 'rollback', action: 'rollback', controller: 'host-b' },
    ]);
    await admin.end();
  });

  it('tells whoever asks that it cannot act while PostgreSQL is away, and never throws', async () => {
    const seat = postgresSeat({ databaseUrl: 'postgres://postgres@127.0.0.1:9/clinic', timeoutMs: 500 });
    seats.push(seat);
    expect(await seat.hold()).toBe(false);
    expect(await seat.record(step('wait'))).toBe(false);
    expect(await seat.holder()).toBe(null);
  });
});

describe('the controller’s seat without DATABASE_URL: one per deploy root', () => {
  it('lets one of two controllers hold it, logs each verdict change once, and hands over on release', async () => {
    const root = tempDir('controller-seat-');
    const a = fileSeat(root);
    const b = fileSeat(root);
    seats.push(a, b);
    expect(await a.hold()).toBe(true);
    expect(await b.hold()).toBe(false);
    expect(await b.holder()).toBe(`pid ${process.pid}`);
    expect(await a.record(step('wait'))).toBe(true);
    expect(await a.record(step('wait'))).toBe(false);
    expect(await a.record(step('promote', 'step'))).toBe(true);
    await a.release();
    expect(await b.hold()).toBe(true);
  });
});
