// @vitest-environment node
import type { Analysis, AnalysisCategory } from '@clinic/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

const COLLECTIONS = [
  'analyses',
  'category-analyses',
  'check-ups',
  'check-up-packages',
  'parent-check-ups',
  'promotions',
  'doctors',
  'job-titles',
  'services',
  'category-services',
  'banners',
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('GET by id', () => {
  it.each(COLLECTIONS)(
    '/api/%s/:id answers the item, 404 for an unknown id, 400 for a non-number',
    async (name) => {
      const list = await server.get<{ data: { id: number }[] }>(`/api/${name}`);
      const last = list.body.data.at(-1);
      expect(last).toBeDefined();
      const found = await server.get(`/api/${name}/${last?.id}`);
      expect(found).toMatchObject({ status: 200, body: { data: last } });
      expect(await server.get(`/api/${name}/987654`)).toMatchObject({
        status: 404,
        body: { error: 'Не найдено' },
      });
      const bad = await server.get(`/api/${name}/abc`);
      expect(bad).toMatchObject({ status: 400, body: { errors: [{ field: 'id' }] } });
    },
  );
});

describe('API conventions', () => {
  it('answers every GET with no-store and { data }', async () => {
    for (const url of [...COLLECTIONS.map((name) => `/api/${name}`), '/api/analyse/russian-letters']) {
      const { status, headers, body } = await server.get(url);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('no-store');
      expect(body).toHaveProperty('data');
    }
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const { status, headers, body } = await server.get('/api/no-such-thing');
    expect(status).toBe(404);
    expect(headers.get('content-type')).toMatch(/application\/json/);
    expect(body).toEqual({ error: 'Не найдено' });
  });

  it('refuses writes on read-only collections with 405', async () => {
    const { status, headers } = await server.post('/api/analyses', { name: 'x' });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET, HEAD');
  });

  it('links only to media that the server actually serves', async () => {
    const urls = new Set<string>();
    for (const name of ['analyses', 'doctors', 'services', 'promotions', 'parent-check-ups', 'banners']) {
      const { body } = await server.get<{ data: Record<string, unknown>[] }>(`/api/${name}`);
      for (const item of body.data) {
        for (const key of ['image', 'mob_image', 'file', 'document']) {
          if (typeof item[key] === 'string') urls.add(item[key]);
        }
      }
    }
    expect(urls.size).toBeGreaterThan(40);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/[a-z-]+\/[a-z0-9-]+\.(svg|pdf)$/);
      const response = await fetch(server.baseUrl + url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(
        url.endsWith('.svg') ? 'image/svg+xml' : 'application/pdf',
      );
    }
  });
});

describe('analysesCount', () => {
  it('scales the analyses to exactly the count, over every category', async () => {
    const big = await startTestServer({ analysesCount: 2000 });
    try {
      const analyses = (await big.get<{ data: Analysis[] }>('/api/analyses')).body.data;
      const categories = (await big.get<{ data: AnalysisCategory[] }>('/api/category-analyses')).body.data;
      expect(analyses).toHaveLength(2000);
      expect(new Set(analyses.map(({ id }) => id)).size).toBe(2000);
      expect(new Set(analyses.map(({ name }) => name)).size).toBe(2000);
      for (const category of categories) {
        const count = analyses.filter((analysis) => analysis.category_analysis_id === category.id).length;
        expect(count).toBeGreaterThan(100);
      }
    } finally {
      await big.stop();
    }
  });
});
