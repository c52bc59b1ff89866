// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { type MainProcess, startMainProcess, waitForExit } from '../testing/mainProcess';
import { storedRequests } from '../testing/storedRequests';
import { tempDir } from '../testing/testServer';

const PHONE = '77059876543';
const BOOKING = { doctor_id: 2, name: 'Сауле Кенжебаева', phone: PHONE };
const started: MainProcess[] = [];

afterEach(async () => {
  for (const server of started.splice(0)) {
    server.child.kill('SIGKILL');
    await waitForExit(server.child);
  }
});

async function start(dataDir: string): Promise<MainProcess> {
  const server = await startMainProcess({ DATA_DIR: dataDir });
  started.push(server);
  return server;
}

const post = (baseUrl: string, body: unknown, key: string) =>
  fetch(`${baseUrl}/api/request-doctors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });

describe('durable storage of requests', () => {
  it('keeps an accepted request through kill -9 and never serves it back', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    const response = await post(first.baseUrl, BOOKING, 'kill-9');
    expect(response.status).toBe(201);
    const answer = await response.json();
    first.child.kill('SIGKILL');
    await waitForExit(first.child);

    const rows = storedRequests(dataDir);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: answer.data.id,
      kind: 'doctor',
      idempotency_key: 'kill-9',
      data: BOOKING,
    });

    const second = await start(dataDir);
    const replay = await post(second.baseUrl, BOOKING, 'kill-9');
    expect(await replay.json()).toEqual(answer);
    expect(storedRequests(dataDir)).toHaveLength(1);

    const paths = ['analyses', 'doctors', 'doctors/2', 'services', 'promotions', 'check-ups', 'banners'];
    for (const url of [...paths.map((name) => `/api/${name}`), '/api/request-doctors', '/api/requests']) {
      const text = await (await fetch(second.baseUrl + url)).text();
      expect(text, url).not.toContain(PHONE);
      expect(text, url).not.toContain(answer.data.id);
    }
    expect((await fetch(`${second.baseUrl}/api/request-doctors`)).status).toBe(405);
  });

  it('stops cleanly on SIGTERM', async () => {
    const server = await start(tempDir());
    server.child.kill('SIGTERM');
    await waitForExit(server.child);
    expect(server.child.exitCode).toBe(0);
  });
});
