import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRenderWorkers, readConfig } from './config';

describe('readConfig', () => {
  it('defaults to port 3000 on 127.0.0.1, dist/, the API on 3010, and pages rendered within 3 s', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      deployRoot: path.resolve('dist'),
      apiOrigin: 'http://127.0.0.1:3010',
      ssr: true,
      renderBudgetMs: 3000,
      maxInFlight: 8,
      renderWorkers: defaultRenderWorkers(),
      cacheMs: 5000,
      rumDb: path.resolve('dist/.rum/rum.sqlite'),
      rumRetentionMs: 24 * 3_600_000,
      rumMaxRows: 1_000_000,
      rumPerMinute: 60,
      opsToken: undefined,
      cspOrigins: { remoteOrigins: [], frameOrigins: [] },
      databaseUrl: undefined,
      siteHost: `${os.hostname()}:${path.resolve('dist')}`,
      trustedProxies: [],
    });
    expect(readConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32 192.0.2.7' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      '192.0.2.7',
    ]);
    expect(() => readConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES: not an address/);
    expect(() => readConfig({ TRUSTED_PROXIES: 'balancer.internal' })).toThrow(/TRUSTED_PROXIES/);
    expect(readConfig({ SITE_HOST: 'almaty-2' }).siteHost).toBe('almaty-2');
  });

  it('reads the CSP’s other origins as nginx does, and refuses one that would rewrite the policy', () => {
    expect(
      readConfig({ REMOTE_ORIGINS: 'https://a.kz, https://b.kz', FRAME_ORIGINS: 'https://map.kz' })
        .cspOrigins,
    ).toEqual({
      remoteOrigins: ['https://a.kz', 'https://b.kz'],
      frameOrigins: ['https://map.kz'],
    });
    expect(() => readConfig({ REMOTE_ORIGINS: "https://a.kz 'unsafe-eval'" })).toThrow(/REMOTE_ORIGINS/);
  });

  it("keeps the beacons in the deploy root's .rum/, or RUM_DB (off: nowhere), with their limits and the ops token", () => {
    expect(readConfig({ DEPLOY_ROOT: '/srv/clinic' }).rumDb).toBe('/srv/clinic/.rum/rum.sqlite');
    expect(readConfig({ RUM_DB: '/var/lib/clinic/rum.sqlite' }).rumDb).toBe('/var/lib/clinic/rum.sqlite');
    expect(readConfig({ RUM_DB: 'off' }).rumDb).toBeNull();
    expect(
      readConfig({ RUM_RETENTION_HOURS: '2', RUM_MAX_ROWS: '5000', RUM_PER_MINUTE: '600' }),
    ).toMatchObject({
      rumRetentionMs: 7_200_000,
      rumMaxRows: 5000,
      rumPerMinute: 600,
    });
    expect(() => readConfig({ RUM_MAX_ROWS: '1e6' })).toThrow(/RUM_MAX_ROWS must be a positive/);
    expect(readConfig({ OPS_TOKEN: 'a-long-enough-secret' }).opsToken).toBe('a-long-enough-secret');
    expect(() => readConfig({ OPS_TOKEN: 'short' })).toThrow(/OPS_TOKEN/);
  });

  it('runs a render thread per core, from 1 to 4, or SSR_WORKERS of them', () => {
    expect([1, 2, 3, 8].map((cores) => defaultRenderWorkers(cores))).toEqual([1, 2, 3, 4]);
    expect(readConfig({ SSR_WORKERS: '3' }).renderWorkers).toBe(3);
    expect(() => readConfig({ SSR_WORKERS: '0' })).toThrow(/SSR_WORKERS must be a positive/);
  });

  it('keeps rendered pages 5 s, or SSR_CACHE_MS (0: not at all)', () => {
    expect(readConfig({ SSR_CACHE_MS: '0' }).cacheMs).toBe(0);
    expect(readConfig({ SSR_CACHE_MS: '2000' }).cacheMs).toBe(2000);
    expect(() => readConfig({ SSR_CACHE_MS: '5s' })).toThrow(/SSR_CACHE_MS must be a whole number/);
  });

  it('turns server rendering off with SSR=0 and takes another budget', () => {
    expect(readConfig({ SSR: '0', SSR_TIMEOUT_MS: '800' })).toMatchObject({
      ssr: false,
      renderBudgetMs: 800,
    });
    expect(() => readConfig({ SSR_TIMEOUT_MS: 'soon' })).toThrow(/SSR_TIMEOUT_MS must be a positive/);
    expect(() => readConfig({ SSR_TIMEOUT_MS: '0' })).toThrow(/SSR_TIMEOUT_MS/);
    expect(readConfig({ SSR_MAX_IN_FLIGHT: '20' }).maxInFlight).toBe(20);
    expect(() => readConfig({ SSR_MAX_IN_FLIGHT: 'many' })).toThrow(/SSR_MAX_IN_FLIGHT/);
  });

  it('takes PORT=0 (a free port) and an API on another host', () => {
    const config = readConfig({ PORT: '0', API_ORIGIN: 'https://api.diagnost.kz', DEPLOY_ROOT: '/srv/dist' });
    expect(config).toMatchObject({ port: 0, apiOrigin: 'https://api.diagnost.kz', deployRoot: '/srv/dist' });
  });

  it('refuses a port that is not a number and an API that is not an origin', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT must be a whole number/);
    expect(() => readConfig({ API_ORIGIN: 'http://127.0.0.1:3010/api' })).toThrow(
      /API_ORIGIN must be an origin/,
    );
    expect(() => readConfig({ API_ORIGIN: '127.0.0.1:3010' })).toThrow(/API_ORIGIN/);
  });

  it('shares state through DATABASE_URL when set, and names a bad one without its password', () => {
    expect(readConfig({}).databaseUrl).toBeUndefined();
    expect(readConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    const url = 'postgres://clinic:secret@db.internal:5432/clinic';
    expect(readConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(readConfig({ DATABASE_URL: 'postgresql:///clinic?host=/run/postgresql' }).databaseUrl).toBe(
      'postgresql:///clinic?host=/run/postgresql',
    );
    const refusal = (value: string) => {
      try {
        readConfig({ DATABASE_URL: value });
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal('db.internal:5432/clinic')).toMatch(/DATABASE_URL must start with postgres:\/\//);
    expect(refusal('mysql://clinic:hunter2@db/clinic')).toMatch(/DATABASE_URL must start with postgres/);
    expect(refusal('postgres://clinic:hunter2@db:99999/clinic')).toMatch(
      /DATABASE_URL must be a PostgreSQL URL/,
    );
    for (const value of ['mysql://clinic:hunter2@db/clinic', 'postgres://clinic:hunter2@db:99999/clinic']) {
      expect(refusal(value)).not.toContain('hunter2');
    }
  });
});
