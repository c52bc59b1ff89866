/**
 * Three hosts, one PostgreSQL (cluster.ts), checked as ops and patients meet them: releases from a machine that
 * shares nothing but DATABASE_URL, canaries across hosts, the store frozen then killed, a host killed.
 * One cluster for the file, tests in order (each leaves the site as it found it: every remote at its first build).
 */
import { spawn } from 'node:child_process';
import { HOST_SEEN_S } from '@clinic/deploy';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { storedRequests } from '../../api/src/testing/storedRequests';
import { FORM_TOKEN_COOKIE } from '../../site-server/src/booking/formToken';
import { rawRequest } from '../../site-server/src/testing/rawGet';
import { VISITOR_COOKIE } from '../../site-server/src/visitors/visitorVersions';
import { deployRoot, labelledVersion } from '../nginx/support';
import { type Cluster, getFrom, HOST_NAMES, type Host, SITE, servedVersion, startCluster } from './cluster';

test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
let stableDoctors: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startCluster(deployRoot());
  stableDoctors = await servedVersion(SITE, 'doctors');
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await cluster?.stop();
});

const hosts = () => [...cluster.hosts.values()];

/** One query on the shared store, as ops would type it in psql. */
async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: cluster.postgres.url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** How long ago a host last reported to the shared store. */
const secondsSinceSeen = async (name: string): Promise<number> =>
  Number(
    (
      await sql('SELECT extract(epoch FROM now() - seen_at)::float8 AS s FROM clinic_hosts WHERE host = $1', [
        name,
      ])
    ).rows[0]?.s,
  );
const versionsOnHosts = (remote: string, cookie?: string) =>
  Promise.all(hosts().map((host) => servedVersion(host.url, remote, cookie)));

/**
 * What /healthz says is degraded on each host, read four times a host so that nginx's round robin asks both of
 * its site servers.
 */
async function degradedSiteServers(): Promise<string[]> {
  const said: string[] = [];
  for (const host of hosts())
    for (let read = 0; read < 4; read++) {
      const health: { degraded?: string[] } = JSON.parse((await getFrom(host.url, '/healthz')).body);
      for (const reason of health.degraded ?? []) said.push(`${host.name}: ${reason}`);
    }
  return said;
}

/**
 * The no-JS booking form as a host serves it: its one-time key and its signed token (a cookie). A page the host
 * could not render within its budget on this loaded machine (the static shell, which has no form) is asked again.
 */
async function bookingForm(host: Host) {
  let page = await getFrom(host.url, '/booking/mail');
  for (let attempt = 1; page.headers['x-render'] !== 'server' && attempt < 10; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    page = await getFrom(host.url, '/booking/mail');
  }
  const key = /name="key" value="([^"]+)"/.exec(page.body)?.[1];
  const token = [page.headers['set-cookie'] ?? []]
    .flat()
    .find((cookie) => cookie.startsWith(`${FORM_TOKEN_COOKIE}=`))
    ?.split(';')[0];
  expect(page.status).toBe(200);
  if (!key || !token) throw new Error(`${host.name}: no booking form key or token`);
  return { key, token };
}

/**
 * Until both site servers of `host` render pages: a booking's action runs in a render thread, and a release has
 * just given them new ones to start (until then a post is a 503 that says so; a page is the static shell).
 */
async function rendering(host: Host) {
  await expect
    .poll(
      async () => {
        const answers = await Promise.all([1, 2].map(() => getFrom(host.url, '/booking/mail')));
        return answers.every((answer) => answer.headers['x-render'] === 'server');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** The address the bots post from: the hosts trust their loopback proxy's X-Forwarded-For, as behind nginx. */
const BOT_ADDRESS = '203.0.113.66';

/**
 * Posts that form to `host` as a browser on the site would (its origin, the token cookie), typed as people do,
 * from `address` (a patient's own, never the bots').
 */
function postBooking(host: Host, form: { key: string; token: string }, name: string, address: string) {
  const body = new URLSearchParams({
    website: '',
    name,
    phone: '701 555 66 77',
    consent: 'yes',
    key: form.key,
  });
  return rawRequest(host.url, {
    method: 'POST',
    path: '/booking/mail',
    headers: {
      host: new URL(SITE).host,
      origin: SITE,
      cookie: form.token,
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': Buffer.byteLength(body.toString()),
      'x-forwarded-for': address,
    },
    body: body.toString(),
  });
}

/**
 * As a patient does when the page says the site was too busy and the booking did not go («не ушла»): sends it again
 * a little later, up to four times. Anything else is the answer.
 */
async function bookAsPatient(
  host: Host,
  form: { key: string; token: string },
  name: string,
  address: string,
) {
  for (let attempt = 1; ; attempt++) {
    const answer = await postBooking(host, form, name, address);
    if (answer.status !== 503 || !answer.body.includes('не ушла') || attempt === 4) return answer;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** A person takes longer than this to fill the form (BOOKING_MIN_FILL_MS). */
const typing = () => new Promise((resolve) => setTimeout(resolve, 1600));
const storedNamed = (prefix: string) =>
  storedRequests(cluster.apiDataDir).filter((row) => String(row.data.name).startsWith(prefix));

/** The release tool run asynchronously, as a CI would (by default the first CI's machine). */
function npmRunAsync(
  script: string,
  args: string[],
  root = cluster.ciRoot,
): Promise<{ status: number | null; stderr: string }> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, DEPLOY_ROOT: root, DATABASE_URL: cluster.postgres.url },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (status) => resolve({ status, stderr })));
}

test('a release from a fourth machine is live on every host when the tool exits; a rollback likewise', async () => {
  test.setTimeout(120_000);
  const candidate = labelledVersion('doctors', 'v2', cluster.ciRoot);
  const released = cluster.npmRun('release', 'doctors', candidate);
  expect(released.stderr.toString()).toBe('');
  expect(released.status).toBe(0);
  expect(released.stdout.toString()).toContain('live on every host');
  // The hosts never had this version on disk: each downloaded and verified it before the flip.
  expect(await versionsOnHosts('doctors')).toEqual(HOST_NAMES.map(() => candidate));

  const rolledBack = cluster.npmRun('rollback', 'doctors');
  expect(rolledBack.status).toBe(0);
  expect(await versionsOnHosts('doctors')).toEqual(HOST_NAMES.map(() => stableDoctors));

  const listed = cluster.npmRun('releases').stdout.toString();
  for (const name of HOST_NAMES)
    expect(listed).toMatch(new RegExp(`${name}: up; .*doctors ${stableDoctors}`));
});

test('no page mixes two versions of one remote while releases and rollbacks flip the hosts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const candidate = labelledVersion('doctors', 'v2', cluster.ciRoot);
  let flipping = true;
  const flips = (async () => {
    try {
      expect((await npmRunAsync('release', ['doctors', candidate])).status).toBe(0);
      expect((await npmRunAsync('rollback', ['doctors'])).status).toBe(0);
    } finally {
      flipping = false;
    }
  })();
  let pages = 0;
  while (flipping || pages < 3) {
    const versions = new Set<string>();
    const listen = (response: { url(): string }) => {
      const version = /\/mfe\/doctors\/([^/]+)\//.exec(response.url())?.[1];
      if (version) versions.add(version);
    };
    page.on('response', listen);
    await page.goto(`${SITE}/doctors-list/list`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('response', listen);
    expect([...versions], `page ${pages}`).toHaveLength(1);
    pages += 1;
  }
  await flips;
  expect(await versionsOnHosts('doctors')).toEqual(HOST_NAMES.map(() => stableDoctors));
});

test('a canary visitor gets the same version whichever host answers', async () => {
  test.setTimeout(120_000);
  const candidate = labelledVersion('doctors', 'v2', cluster.ciRoot);
  expect(cluster.npmRun('release', 'doctors', candidate, '--canary', '50', '--manual').status).toBe(0);
  const got = new Set<string | undefined>();
  for (let i = 0; i < 12; i++) {
    const cookie = `${VISITOR_COOKIE}=cluster-visitor-${String(i).padStart(8, '0')}`;
    const versions = await versionsOnHosts('doctors', cookie);
    expect(new Set(versions).size, cookie).toBe(1);
    got.add(versions[0]);
  }
  expect(got).toEqual(new Set([candidate, stableDoctors]));
  expect(cluster.npmRun('rollback', 'doctors').status).toBe(0);
  expect(await versionsOnHosts('doctors', `${VISITOR_COOKIE}=cluster-visitor-00000000`)).toEqual(
    HOST_NAMES.map(() => stableDoctors),
  );
});

test('of two releases at once from two machines one is refused with a reason, and the hosts agree on the other', async () => {
  test.setTimeout(120_000);
  const doctors = labelledVersion('doctors', 'v2', cluster.ciRoot);
  const analyses = labelledVersion('analyses', 'v2', cluster.ciRoot);
  const stableAnalyses = await servedVersion(SITE, 'analyses');
  // A fourth host that reports but is slow to download: both releases read the state and wait for it, so they
  // truly overlap; then it has both versions, and both go for the swap.
  await sql(
    `INSERT INTO clinic_hosts (host, seen_at, generation, serving, ready) VALUES ('slow', now(), 0, '{}', '[]')`,
  );
  const reporting = setInterval(
    () => void sql(`UPDATE clinic_hosts SET seen_at = now() WHERE host = 'slow'`),
    2000,
  );
  const racing = Promise.all([
    npmRunAsync('release', ['doctors', doctors]),
    npmRunAsync('release', ['analyses', analyses], cluster.otherCiRoot),
  ]);
  const wanted = [`doctors/${doctors}`, `analyses/${analyses}`];
  await expect
    .poll(
      async () =>
        (await sql("SELECT remote || '/' || version AS v FROM clinic_release_wanted")).rows.map((r) => r.v),
      {
        timeout: 30_000,
      },
    )
    .toEqual(expect.arrayContaining(wanted));
  clearInterval(reporting);
  await sql(`UPDATE clinic_hosts SET seen_at = now(), ready = $1 WHERE host = 'slow'`, [
    JSON.stringify(wanted),
  ]);
  const results = await racing;
  await sql(`DELETE FROM clinic_hosts WHERE host = 'slow'`);
  expect(results.map((r) => r.status).sort()).toEqual([0, 1]);
  const refused = results.find((r) => r.status === 1);
  expect(refused?.stderr).toMatch(/another release changed the site while this one ran/);
  const [wonRemote, wonVersion, lostRemote, lostStable] =
    results[0]?.status === 0
      ? ['doctors', doctors, 'analyses', stableAnalyses]
      : ['analyses', analyses, 'doctors', stableDoctors];
  expect(await versionsOnHosts(wonRemote as string)).toEqual(HOST_NAMES.map(() => wonVersion));
  expect(await versionsOnHosts(lostRemote as string)).toEqual(HOST_NAMES.map(() => lostStable));
  expect(cluster.npmRun('rollback', wonRemote as string).status).toBe(0);
});

test('a booking form served by one host is accepted by another', async () => {
  test.setTimeout(90_000);
  const [a, b] = hosts() as [Host, Host];
  await rendering(b);
  const form = await bookingForm(a);
  await typing();
  const answer = await bookAsPatient(b, form, 'Айгерим Сапарова', '203.0.113.10');
  expect(
    answer.status,
    answer.body
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .slice(0, 600),
  ).toBe(303);
  expect(storedNamed('Айгерим Сапарова')).toHaveLength(1);
});

test('150 bot posts spread over three hosts store at most 20 bookings', async () => {
  test.setTimeout(180_000);
  for (const host of hosts()) await rendering(host);
  const forms = [];
  for (let i = 0; i < 150; i++) {
    const host = hosts()[i % 3] as Host;
    forms.push({ host, form: await bookingForm(host) });
  }
  await typing();
  const statuses = await Promise.all(
    forms.map(({ host, form }, i) =>
      postBooking(host, form, `Бот ${i}`, BOT_ADDRESS).then((answer) => answer.status),
    ),
  );
  const stored = storedNamed('Бот ');
  expect(stored.length, `answers: ${statuses.join(' ')}`).toBeLessThanOrEqual(20);
  expect(stored.length).toBeGreaterThan(0);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(130);
});

test('PostgreSQL frozen for 10 s, then killed: every page answers, a booking is stored, and it all resumes once it is back', async () => {
  test.setTimeout(180_000);
  const frozen = cluster.postgres.pids();
  for (const pid of frozen) process.kill(pid, 'SIGSTOP');
  const errors: string[] = [];
  const paths = ['/', '/doctors-list/list', '/analysis/list', '/kk/services/top', '/contacts'];
  const frozenUntil = Date.now() + 10_000;
  try {
    // Every route from every host, then on until the 10 s are up.
    for (let round = 0; round === 0 || Date.now() < frozenUntil; round++) {
      for (const host of hosts()) {
        for (const at of paths) {
          const answer = await getFrom(host.url, `${at}?frozen=${round}`);
          if (answer.status !== 200) errors.push(`${host.name} ${at}: ${answer.status}`);
        }
      }
    }
    // A booking is taken, by the host that did not serve its form.
    await rendering(hosts()[1] as Host);
    const form = await bookingForm(hosts()[0] as Host);
    await typing();
    expect((await bookAsPatient(hosts()[1] as Host, form, 'Пока база спит', '203.0.113.11')).status).toBe(
      303,
    );
    // A release needs the store: refused with a clear message, nothing half-done.
    const refused = await npmRunAsync('release', [
      'doctors',
      labelledVersion('doctors', 'v2', cluster.ciRoot),
    ]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/shared release store \(DATABASE_URL\) did not answer.*nothing changed/);
  } finally {
    for (const pid of frozen) process.kill(pid, 'SIGKILL');
  }
  expect(errors).toEqual([]);
  expect(storedNamed('Пока база спит')).toHaveLength(1);

  // Killed: the hosts say so on /healthz and go on serving.
  await expect
    .poll(async () => JSON.parse((await getFrom(hosts()[0]?.url as string, '/healthz')).body).degraded, {
      timeout: 20_000,
    })
    .toEqual([expect.stringMatching(/shared release store does not answer/)]);
  expect((await getFrom(SITE, '/doctors-list/list')).status).toBe(200);

  await cluster.postgres.restart();
  // Every host reports again by itself: a release waits for them again.
  for (const host of hosts())
    await expect.poll(() => secondsSinceSeen(host.name), { timeout: 30_000 }).toBeLessThan(HOST_SEEN_S / 2);
  const candidate = labelledVersion('doctors', 'v2', cluster.ciRoot);
  const released = cluster.npmRun('release', 'doctors', candidate);
  expect(released.status, released.stderr.toString()).toBe(0);
  expect(await versionsOnHosts('doctors')).toEqual(HOST_NAMES.map(() => candidate));
  // The host's report above may be its other site server's: each finds the store again at its next poll.
  await expect.poll(degradedSiteServers, { timeout: 15_000 }).toEqual([]);
  expect(cluster.npmRun('rollback', 'doctors').status).toBe(0);
});

test('a host killed with kill -9: the balancer routes around it, and on restart it syncs before it serves', async () => {
  test.setTimeout(180_000);
  cluster.kill('host-c');
  for (let i = 0; i < 12; i++) expect((await getFrom(SITE, '/services/top')).status).toBe(200);

  // Once it has not reported for 10 s, a release goes on without it (one that waits for it, and names it, is
  // scripts/release/sharedRelease.test.ts).
  await expect
    .poll(() => secondsSinceSeen('host-c'), { timeout: 30_000, intervals: [1000] })
    .toBeGreaterThan(HOST_SEEN_S);
  const candidate = labelledVersion('doctors', 'v2', cluster.ciRoot);
  const released = cluster.npmRun('release', 'doctors', candidate);
  expect(released.status, released.stderr.toString()).toBe(0);
  expect(await servedVersion(SITE, 'doctors')).toBe(candidate);
  const restarted = await cluster.restart('host-c');
  // Its very first answers are the release it missed.
  expect(await servedVersion(restarted.url, 'doctors')).toBe(candidate);
  expect(cluster.npmRun('rollback', 'doctors').status).toBe(0);
  expect(await versionsOnHosts('doctors')).toEqual(HOST_NAMES.map(() => stableDoctors));
});
