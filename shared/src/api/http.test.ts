// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDoctors } from './endpoints';
import {
  ApiShapeError,
  forgetApiAnswers,
  http,
  REQUEST_TIMEOUT_MS,
  seedApiAnswers,
  unwrapData,
} from './http';

afterEach(() => vi.restoreAllMocks());

describe('the API client', () => {
  it('waits 60000 ms before giving up (SPEC §7)', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60000);
    expect(http.defaults.timeout).toBe(60000);
  });

  it('unwraps { data } and refuses any other shape', () => {
    expect(unwrapData<number[]>({ data: [1, 2] }, '/x')).toEqual([1, 2]);
    expect(() => unwrapData('<html>', '/x')).toThrow(ApiShapeError);
    expect(() => unwrapData({ items: [] }, '/x')).toThrow(/"data"/);
  });

  it('sends the doctors sort as query parameters and returns the unwrapped list', async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue({ data: { data: [{ id: 7 }] } });
    const doctors = await getDoctors({ sort_by: 'rating', sort_direction: 'desc' });
    expect(doctors).toEqual([{ id: 7 }]);
    expect(get).toHaveBeenCalledWith('/doctors', { params: { sort_by: 'rating', sort_direction: 'desc' } });
  });

  it('gives up on a server that never answers, with a timeout error', async () => {
    const server = createServer(() => {}); // accepts, never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(
        http.get(`http://127.0.0.1:${port}/hang`, { timeout: 50, adapter: 'http' }),
      ).rejects.toMatchObject({ code: 'ECONNABORTED' });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe("the server's answers in the browser", () => {
  const seedUnsorted = () =>
    seedApiAnswers({ '/doctors?{"sort_by":"","sort_direction":""}': { data: [{ id: 1 }] } });
  const read = () => getDoctors({ sort_by: '', sort_direction: '' });

  it('serve every identical read of the rendered page, and none once the patient moves to another page', async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue({ data: { data: [{ id: 9 }] } });
    seedUnsorted();
    expect(await read()).toEqual([{ id: 1 }]); // hydration
    expect(await read()).toEqual([{ id: 1 }]); // the page's own mount
    expect(get).not.toHaveBeenCalled();
    forgetApiAnswers();
    expect(await read()).toEqual([{ id: 9 }]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('are dropped by the first read the server did not make (another sort): back to the API from then on', async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue({ data: { data: [{ id: 9 }] } });
    seedUnsorted();
    expect(await getDoctors({ sort_by: 'rating', sort_direction: 'desc' })).toEqual([{ id: 9 }]);
    expect(await read()).toEqual([{ id: 9 }]);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
