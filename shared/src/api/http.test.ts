// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeRead } from '../bus/contract';
import { getDoctors, getPromotions, getServices, requestService } from './endpoints';
import {
  type ApiAnswers,
  ApiShapeError,
  apiAnswersRecord,
  apiClient,
  forgetApiAnswers,
  REQUEST_TIMEOUT_MS,
  recordApiAnswersIn,
  seedApiAnswers,
  setApiBaseUrl,
  unwrapData,
} from './http';

afterEach(() => vi.restoreAllMocks());

/** The client's GET, answered here instead of the API. */
const spyOnGet = async (data: unknown) =>
  vi.spyOn(await apiClient(), 'get').mockResolvedValue({ data: { data } });

describe('the API client', () => {
  it('waits 60000 ms before giving up (SPEC §7)', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60000);
    expect((await apiClient()).defaults.timeout).toBe(60000);
  });

  it('is one instance, made once, whose address a server sets before or after it is made', async () => {
    const client = await apiClient();
    expect(await apiClient()).toBe(client);
    expect(client.defaults.baseURL).toBe('/api');
    setApiBaseUrl('http://127.0.0.1:9/api');
    await Promise.resolve();
    expect(client.defaults.baseURL).toBe('http://127.0.0.1:9/api');
    setApiBaseUrl('/api');
  });

  it('asks the API for uncompressed answers once a server set its address, never in the browser', async () => {
    vi.resetModules();
    const browsers = await import('./http');
    expect((await browsers.apiClient()).defaults.headers.common['Accept-Encoding']).toBeUndefined();

    const encodings: (string | undefined)[] = [];
    const api = createServer((request, response) => {
      encodings.push(request.headers['accept-encoding']);
      response.setHeader('Content-Type', 'application/json');
      response.end('{"data":[]}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      const servers = await import('./http');
      servers.setApiBaseUrl(`http://127.0.0.1:${(api.address() as AddressInfo).port}`);
      expect(await servers.getData('/doctors')).toEqual([]);
      expect(encodings).toEqual(['identity']);
    } finally {
      api.close();
    }
  });

  it('unwraps { data } and refuses any other shape', () => {
    expect(unwrapData<number[]>({ data: [1, 2] }, '/x')).toEqual([1, 2]);
    expect(() => unwrapData('<html>', '/x')).toThrow(ApiShapeError);
    expect(() => unwrapData({ items: [] }, '/x')).toThrow(/"data"/);
  });

  it('sends the doctors sort as query parameters and returns the unwrapped list', async () => {
    const get = await spyOnGet([{ id: 7 }]);
    const doctors = await getDoctors({ sort_by: 'rating', sort_direction: 'desc' });
    expect(doctors).toEqual([{ id: 7 }]);
    expect(get).toHaveBeenCalledWith('/doctors', {
      params: { sort_by: 'rating', sort_direction: 'desc' },
      headers: { 'Accept-Language': 'ru' },
    });
  });

  it('asks once for identical reads started together, and again once that answer is in', async () => {
    const get = await spyOnGet([{ id: 3 }]);
    const [first, second] = await Promise.all([getPromotions(), getPromotions()]);
    expect(first).toEqual([{ id: 3 }]);
    expect(second).toEqual([{ id: 3 }]);
    expect(get).toHaveBeenCalledTimes(1);
    await getPromotions();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('on a server, shares a read only within the render that started it', async () => {
    const get = await spyOnGet([{ id: 4 }]);
    const renders = new AsyncLocalStorage<ApiAnswers>(); // as the render worker keeps one record a request
    recordApiAnswersIn(() => renders.getStore());
    try {
      const [first, second] = [{}, {}];
      const reads = await Promise.all([
        renders.run(first, () => Promise.all([getPromotions(), getPromotions()])),
        renders.run(second, getPromotions),
      ]);
      expect(reads).toEqual([[[{ id: 4 }], [{ id: 4 }]], [{ id: 4 }]]);
      expect(get).toHaveBeenCalledTimes(2);
      expect(first).toEqual({ '/promotions': { data: [{ id: 4 }] } });
      expect(second).toEqual({ '/promotions': { data: [{ id: 4 }] } });
    } finally {
      recordApiAnswersIn(() => undefined);
    }
  });

  it('asks again after a failed read', async () => {
    const get = vi.spyOn(await apiClient(), 'get').mockRejectedValueOnce(new Error('offline'));
    await expect(getPromotions()).rejects.toThrow('offline');
    get.mockResolvedValue({ data: { data: [] } });
    expect(await getPromotions()).toEqual([]);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('gives up on a server that never answers, with a timeout error', async () => {
    const server = createServer(() => {}); // accepts, never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(
        (await apiClient()).get(`http://127.0.0.1:${port}/hang`, { timeout: 50, adapter: 'http' }),
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
    const get = await spyOnGet([{ id: 9 }]);
    seedUnsorted();
    expect(await read()).toEqual([{ id: 1 }]); // hydration
    expect(await read()).toEqual([{ id: 1 }]); // the page's own mount
    expect(get).not.toHaveBeenCalled();
    forgetApiAnswers();
    expect(await read()).toEqual([{ id: 9 }]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('are dropped by the first read the server did not make (another sort): back to the API from then on', async () => {
    const get = await spyOnGet([{ id: 9 }]);
    seedUnsorted();
    expect(await getDoctors({ sort_by: 'rating', sort_direction: 'desc' })).toEqual([{ id: 9 }]);
    expect(await read()).toEqual([{ id: 9 }]);
    expect(get).toHaveBeenCalledTimes(2);
  });
});

/** An API on a free port that answers every request with `{ data: [] }` and notes its `Accept-Language`. */
async function languageApi() {
  const languages: (string | undefined)[] = [];
  const api = createServer((request, response) => {
    languages.push(request.headers['accept-language']);
    response.setHeader('Content-Type', 'application/json');
    response.end('{"data":[]}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(api.address() as AddressInfo).port}`);
  return {
    languages,
    close: () => {
      setApiBaseUrl('/api');
      api.close();
    },
  };
}

describe("the page's language", () => {
  afterEach(() => localeRead('ru'));

  it("is every request's Accept-Language: the page's ($locale) where no render is recorded (a browser)", async () => {
    const api = await languageApi();
    try {
      await getServices();
      localeRead('kk');
      await getServices();
      await requestService({ name: 'Айгүл', phone: '77011234567', service_id: 1 });
      expect(api.languages).toEqual(['ru', 'kk', 'kk']);
    } finally {
      api.close();
    }
  });

  it("on a server, is each render's own: two pages of two languages rendered at once ask in their own", async () => {
    const api = await languageApi();
    const renders = new AsyncLocalStorage<ApiAnswers>();
    recordApiAnswersIn(() => renders.getStore());
    try {
      const kk = apiAnswersRecord('kk');
      const ru = apiAnswersRecord('ru');
      // A read after an await in the render still asks in its page's language (no effector scope needed).
      const later = () => new Promise((resolve) => setTimeout(resolve, 5)).then(getPromotions);
      await Promise.all([
        renders.run(kk, () => Promise.all([getServices(), later()])),
        renders.run(ru, () => Promise.all([getServices(), later()])),
      ]);
      expect(api.languages.toSorted()).toEqual(['kk', 'kk', 'ru', 'ru']);
      // The records keep the plain shape the page carries to the browser: keys are addresses, as before.
      expect(Object.keys(kk)).toEqual(['/services', '/promotions']);
      expect(Object.keys(ru)).toEqual(['/services', '/promotions']);
    } finally {
      recordApiAnswersIn(() => undefined);
      api.close();
    }
  });
});
