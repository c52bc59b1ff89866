// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import { createRequestStore } from './store';

const REQUEST = { service_id: 1, name: 'Данияр', phone: '77771234567' };

const storedIn = (dataDir: string) => {
  const store = createRequestStore(dataDir);
  const count = store.countStored();
  store.close();
  return count;
};

describe('Idempotency-Key', () => {
  it('answers a repeated key with the first answer and stores one row', async () => {
    const server = await startTestServer();
    try {
      const headers = { 'Idempotency-Key': 'booking-1' };
      const first = await server.post('/api/request-services', REQUEST, headers);
      const second = await server.post('/api/request-services', REQUEST, headers);
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first.body);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(storedIn(server.dataDir)).toBe(1);
      await server.post('/api/request-services', REQUEST, { 'Idempotency-Key': 'booking-2' });
      await server.post('/api/request-services', REQUEST);
      expect(storedIn(server.dataDir)).toBe(3);
    } finally {
      await server.stop();
    }
  });

  it('stores one row for concurrent requests with the same key', async () => {
    const server = await startTestServer();
    try {
      const headers = { 'Idempotency-Key': 'double-click' };
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => server.post('/api/request-services', REQUEST, headers)),
      );
      expect(new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body]))).size).toBe(1);
      expect(storedIn(server.dataDir)).toBe(1);
    } finally {
      await server.stop();
    }
  });

  it('remembers keys across a restart, from the jsonl file', async () => {
    const first = await startTestServer();
    const headers = { 'Idempotency-Key': 'survives-restart' };
    const before = await first.post('/api/request-services', REQUEST, headers);
    await first.stop();
    const second = await startTestServer({ dataDir: first.dataDir });
    try {
      const after = await second.post('/api/request-services', REQUEST, headers);
      expect(after.body).toEqual(before.body);
      expect(storedIn(first.dataDir)).toBe(1);
    } finally {
      await second.stop();
    }
  });

  it('does not remember rejected requests, and rejects keys over 100 characters', async () => {
    const server = await startTestServer();
    try {
      const headers = { 'Idempotency-Key': 'fix-and-retry' };
      const rejected = await server.post('/api/request-services', { ...REQUEST, phone: '1' }, headers);
      expect(rejected.status).toBe(400);
      expect((await server.post('/api/request-services', REQUEST, headers)).status).toBe(201);
      const tooLong = await server.post('/api/request-services', REQUEST, {
        'Idempotency-Key': 'k'.repeat(101),
      });
      expect(tooLong).toMatchObject({ status: 400, body: { errors: [{ field: 'Idempotency-Key' }] } });
      expect(storedIn(server.dataDir)).toBe(1);
    } finally {
      await server.stop();
    }
  });
});
