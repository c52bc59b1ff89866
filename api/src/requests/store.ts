import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const REQUESTS_FILE = 'requests.jsonl';

export interface AcceptedAnswer {
  status: 201;
  body: { data: { id: string; status: 'accepted' } };
}

/** One line of requests.jsonl. Personal data: written here, never served over HTTP. */
export interface StoredRequest {
  id: string;
  kind: string;
  received_at: string;
  idempotency_key: string | null;
  data: Record<string, unknown>;
}

export interface RequestStore {
  /** The answer already given for this Idempotency-Key, if a request with it was accepted. */
  answerFor(key: string): AcceptedAnswer | undefined;
  /** Appends and fsyncs before returning, so a 201 is only sent for a request that is on disk. */
  accept(kind: string, data: Record<string, unknown>, idempotencyKey?: string): AcceptedAnswer;
  countStored(): number;
  close(): void;
}

const answerOf = (id: string): AcceptedAnswer => ({
  status: 201,
  body: { data: { id, status: 'accepted' } },
});

/** Rows already on disk; a line torn by a crash mid-write is skipped (its request never got a 201). */
function readRows(file: string): StoredRequest[] {
  if (!fs.existsSync(file)) return [];
  const rows: StoredRequest[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      rows.push(JSON.parse(line) as StoredRequest);
    } catch {
      // A torn tail line: nothing was acknowledged for it.
    }
  }
  return rows;
}

/** Opens for appending; a new file is also made durable in its directory, and a torn tail is closed. */
function openForAppend(dataDir: string, file: string): number {
  fs.mkdirSync(dataDir, { recursive: true });
  const existed = fs.existsSync(file);
  const fd = fs.openSync(file, 'a', 0o600);
  if (!existed) {
    const dirFd = fs.openSync(dataDir, 'r');
    fs.fsyncSync(dirFd);
    fs.closeSync(dirFd);
  }
  const size = fs.fstatSync(fd).size;
  if (size > 0) {
    const last = Buffer.alloc(1);
    const readFd = fs.openSync(file, 'r');
    fs.readSync(readFd, last, 0, 1, size - 1);
    fs.closeSync(readFd);
    if (last.toString() !== '\n') fs.appendFileSync(fd, '\n');
  }
  return fd;
}

/**
 * Durable, append-only store of accepted requests. Everything is synchronous on purpose: the
 * idempotency check and the append happen in one tick, so two concurrent requests with the same
 * key cannot both be stored.
 */
export function createRequestStore(dataDir: string): RequestStore {
  const file = path.join(dataDir, REQUESTS_FILE);
  const rows = readRows(file);
  const byKey = new Map<string, AcceptedAnswer>();
  for (const row of rows) if (row.idempotency_key) byKey.set(row.idempotency_key, answerOf(row.id));
  let count = rows.length;
  let fd: number | undefined = openForAppend(dataDir, file);

  return {
    answerFor: (key) => byKey.get(key),
    accept(kind, data, idempotencyKey) {
      const known = idempotencyKey === undefined ? undefined : byKey.get(idempotencyKey);
      if (known) return known;
      if (fd === undefined) throw new Error('Request store is closed');
      const row: StoredRequest = {
        id: randomUUID(),
        kind,
        received_at: new Date().toISOString(),
        idempotency_key: idempotencyKey ?? null,
        data,
      };
      fs.appendFileSync(fd, `${JSON.stringify(row)}\n`);
      fs.fsyncSync(fd);
      count += 1;
      const answer = answerOf(row.id);
      if (idempotencyKey !== undefined) byKey.set(idempotencyKey, answer);
      return answer;
    },
    countStored: () => count,
    close() {
      if (fd !== undefined) fs.closeSync(fd);
      fd = undefined;
    },
  };
}
