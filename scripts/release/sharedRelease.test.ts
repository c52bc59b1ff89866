// @vitest-environment node
/**
 * The release tool with DATABASE_URL over a real PostgreSQL: hosts are deploy roots that follow the shared state
 * (startHostSync, as each site server runs it), and the tool runs from a working copy that shares nothing else.
 */
import fs from 'node:fs';
import {
  deployPaths,
  type HostSync,
  readHistory,
  readLiveRemotes,
  SYNC_REASONS,
  sharedRelease,
  startHostSync,
  versionOfEntry,
} from '@clinic/deploy';
import {
  addVersion,
  deployedSite,
  fingerprint,
  STABLE_DOCTORS,
} from '@clinic/deploy/src/testing/fakeDeployRoot';
import { testDatabase } from '@clinic/deploy/src/testing/postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from './cli';

const NEW_DOCTORS = '1.1.0-aaaaaaaa';
const running: HostSync[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((sync) => sync.close()));
});

function host(databaseUrl: string, name: string): { root: string; sync: HostSync } {
  const root = deployedSite();
  const sync = startHostSync({ root, databaseUrl, host: name, pollMs: 200, log: () => {} });
  running.push(sync);
  return { root, sync };
}

/** The tool as CI runs it: `npm run <command>` with DATABASE_URL, from its own deploy root. */
async function release(databaseUrl: string, root: string, argv: string[], prepareMs = 10_000) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await sharedRelease(
    argv,
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    { databaseUrl, root, run: (args, io) => run(args, { ...io, root }), prepareMs, flipWaitMs: 3000 },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const liveDoctors = (root: string) => versionOfEntry('doctors', readLiveRemotes(root).doctors);

async function sharedGeneration(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT generation FROM clinic_release_state');
    return Number(rows[0]?.generation);
  } finally {
    await client.end();
  }
}

describe('releases shared by several hosts (DATABASE_URL)', () => {
  it('a release from a machine that shares only the database goes live on every host, files and all', async () => {
    const db = await testDatabase();
    const hosts = [host(db, 'a'), host(db, 'b')];
    await Promise.all(hosts.map((h) => h.sync.firstSync));
    const ci = deployedSite();
    addVersion(ci, 'doctors', NEW_DOCTORS);

    const released = await release(db, ci, ['release', 'doctors', NEW_DOCTORS]);

    expect(released.err).toBe('');
    expect(released.code).toBe(0);
    expect(released.out).toContain(`doctors: ${STABLE_DOCTORS} → ${NEW_DOCTORS} is live`);
    expect(released.out).toContain('live on every host');
    for (const { root } of hosts) {
      expect(liveDoctors(root)).toBe(NEW_DOCTORS);
      // Every byte as built, checked against its hash on the way.
      expect(fingerprint(deployPaths(root).versionDir('doctors', NEW_DOCTORS))).toBe(
        fingerprint(deployPaths(ci).versionDir('doctors', NEW_DOCTORS)),
      );
      expect(readHistory(root).map((entry) => entry.version)).toEqual([NEW_DOCTORS]);
    }

    // A rollback from another fresh machine, which never had the new version, takes every host back.
    const other = deployedSite();
    const rolledBack = await release(db, other, ['rollback', 'doctors']);
    expect(rolledBack.err).toBe('');
    expect(rolledBack.code).toBe(0);
    for (const { root } of hosts) expect(liveDoctors(root)).toBe(STABLE_DOCTORS);
    expect(await sharedGeneration(db)).toBe(3); // the adopted start, the release, the rollback
  });

  it('of two releases at once one is refused, and nothing of it is written', async () => {
    const db = await testDatabase();
    const hosts = [host(db, 'a'), host(db, 'b')];
    await Promise.all(hosts.map((h) => h.sync.firstSync));
    const first = deployedSite();
    const second = deployedSite();
    // Both start from generation 1 (adopted by this no-op release of the live version).
    expect((await release(db, first, ['release', 'catalog', '1.0.0-00000000'])).code).toBe(0);
    expect(await sharedGeneration(db)).toBe(1);
    addVersion(first, 'doctors', NEW_DOCTORS);
    addVersion(second, 'analyses', '1.1.0-bbbbbbbb');
    const before = await sharedGeneration(db);

    const results = await Promise.all([
      release(db, first, ['release', 'doctors', NEW_DOCTORS]),
      release(db, second, ['release', 'analyses', '1.1.0-bbbbbbbb']),
    ]);

    const won = results.filter((r) => r.code === 0);
    const refused = results.filter((r) => r.code !== 0);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.err).toMatch(/another release changed the site while this one ran/);
    expect(refused[0]?.out).not.toMatch(/is live/);
    expect(await sharedGeneration(db)).toBe(before + 1);
    const winner = results[0]?.code === 0 ? ['doctors', NEW_DOCTORS] : ['analyses', '1.1.0-bbbbbbbb'];
    for (const { root } of hosts) {
      expect(versionOfEntry(winner[0] as string, readLiveRemotes(root)[winner[0] as string])).toBe(winner[1]);
      expect(readHistory(root).at(-1)?.version).toBe(winner[1]);
    }
    // The refused one's working copy is back at the shared state: it never keeps a change the hosts lack.
    const loser = results[0]?.code === 0 ? second : first;
    expect(readLiveRemotes(loser)).toEqual(readLiveRemotes(hosts[0]?.root as string));
  });

  it('a host seen lately that does not get the version ready is named, and nothing changes', async () => {
    const db = await testDatabase();
    const ready = host(db, 'ready');
    await ready.sync.firstSync;
    const ci = deployedSite();
    addVersion(ci, 'doctors', NEW_DOCTORS);
    // A release of the live version changes nothing, but starts the shared state from this site.
    expect((await release(db, ci, ['release', 'catalog', '1.0.0-00000000'])).code).toBe(0);
    // A host that reports but never downloads (its disk is full, say).
    const client = new pg.Client({ connectionString: db });
    await client.connect();
    await client.query(
      `INSERT INTO clinic_hosts (host, seen_at, generation, serving, ready) VALUES ('stuck', now(), 0, '{}', '[]')`,
    );
    await client.end();
    const generation = await sharedGeneration(db);

    const refused = await release(db, ci, ['release', 'doctors', NEW_DOCTORS], 600);

    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /not every host has the new version ready.*stuck \(lacks doctors\/1\.1\.0-aaaaaaaa\)/,
    );
    expect(refused.err).toContain('Nothing changed');
    expect(await sharedGeneration(db)).toBe(generation);
    expect(liveDoctors(ready.root)).toBe(STABLE_DOCTORS);
    expect(liveDoctors(ci)).toBe(STABLE_DOCTORS);
  });

  it('`releases` names every host and what it serves', async () => {
    const db = await testDatabase();
    const a = host(db, 'host-a');
    await a.sync.firstSync;
    const listed = await release(db, deployedSite(), ['releases']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(new RegExp(`host-a: up; .*doctors ${STABLE_DOCTORS}`));
  });

  it('a host whose deploy root cannot be written says so on /healthz, not that the store is away', async () => {
    const db = await testDatabase();
    const a = host(db, 'a');
    await a.sync.firstSync;
    const ci = deployedSite();
    addVersion(ci, 'doctors', NEW_DOCTORS);
    expect((await release(db, ci, ['release', 'doctors', NEW_DOCTORS])).code).toBe(0);
    expect(a.sync.status()).toMatchObject({ ok: true });
    // The host's disk goes wrong (remotes.json is a folder now), then the shared state moves on.
    fs.rmSync(deployPaths(a.root).remotesFile);
    fs.mkdirSync(deployPaths(a.root).remotesFile);
    const client = new pg.Client({ connectionString: db });
    await client.connect();
    await client.query('UPDATE clinic_release_state SET generation = generation + 1');
    await client.end();
    await a.sync.sync();
    expect(a.sync.status()).toMatchObject({ ok: false, reason: SYNC_REASONS.root });
  });

  it('with PostgreSQL away a release is refused clearly, and a host serves what it has', async () => {
    const nowhere = 'postgres://postgres@127.0.0.1:9/clinic';
    const ci = deployedSite();
    addVersion(ci, 'doctors', NEW_DOCTORS);
    const remotes = fs.readFileSync(deployPaths(ci).remotesFile, 'utf8');

    const refused = await release(nowhere, ci, ['release', 'doctors', NEW_DOCTORS]);

    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/the shared release store \(DATABASE_URL\) did not answer.*nothing changed/);
    expect(fs.readFileSync(deployPaths(ci).remotesFile, 'utf8')).toBe(remotes);

    const lonely = host(nowhere, 'lonely');
    await lonely.sync.firstSync;
    expect(lonely.sync.status()).toMatchObject({
      ok: false,
      reason: SYNC_REASONS.store,
    });
    expect(liveDoctors(lonely.root)).toBe(STABLE_DOCTORS);
  });
});
