// @vitest-environment node
import type { Doctor } from '@clinic/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const doctors = async (query: string) => server.get<{ data: Doctor[] }>(`/api/doctors${query}`);
const ids = (list: Doctor[]) => list.map(({ id }) => id);
const SEED_ORDER = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

describe('GET /api/doctors sorting', () => {
  it.each([
    '',
    '?sort_by=&sort_direction=',
    '?sort_by=rating',
    '?sort_by=rating&sort_direction=',
    '?sort_by=&sort_direction=desc',
  ])('keeps seed order for %j', async (query) => {
    const { status, body } = await doctors(query);
    expect(status).toBe(200);
    expect(ids(body.data)).toEqual(SEED_ORDER);
  });

  it.each([
    ['first_appointment', (doctor: Doctor) => doctor.first_appointment.price],
    ['rating', (doctor: Doctor) => doctor.rating],
    ['experience', (doctor: Doctor) => doctor.experience],
  ] as const)('sorts by %s both ways', async (sortBy, key) => {
    const asc = (await doctors(`?sort_by=${sortBy}&sort_direction=asc`)).body.data;
    const desc = (await doctors(`?sort_by=${sortBy}&sort_direction=desc`)).body.data;
    expect(asc).toHaveLength(12);
    const expectedAsc = [...asc].sort((a, b) => key(a) - key(b) || a.id - b.id);
    expect(ids(asc)).toEqual(ids(expectedAsc));
    const expectedDesc = [...desc].sort((a, b) => key(b) - key(a) || a.id - b.id);
    expect(ids(desc)).toEqual(ids(expectedDesc));
    expect(ids(asc)).not.toEqual(SEED_ORDER);
  });

  it('orders the seed as a person would read it', async () => {
    expect(
      ids((await doctors('?sort_by=first_appointment&sort_direction=asc')).body.data).slice(0, 3),
    ).toEqual([3, 10, 1]);
    // 4,92 before two 4,9s, those in id order.
    expect(ids((await doctors('?sort_by=rating&sort_direction=desc')).body.data).slice(0, 3)).toEqual([
      12, 2, 5,
    ]);
    expect(ids((await doctors('?sort_by=experience&sort_direction=desc')).body.data).slice(0, 3)).toEqual([
      12, 5, 2,
    ]);
  });

  it.each([
    ['?sort_by=price', ['sort_by']],
    ['?sort_by=rating&sort_direction=up', ['sort_direction']],
    ['?sort_by=name&sort_direction=sideways', ['sort_by', 'sort_direction']],
    ['?sort_by=rating&sort_by=experience', ['sort_by']],
  ])('rejects %s with 400 field errors', async (query, fields) => {
    const { status, body } = await server.get<{ errors: { field: string; message: string }[] }>(
      `/api/doctors${query}`,
    );
    expect(status).toBe(400);
    expect(body.errors.map(({ field }) => field)).toEqual(fields);
    for (const error of body.errors) expect(error.message).not.toBe('');
  });
});
