// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, startFakeApi, startSite, tempDir } from '../testing/servers';
import { canonicalPath } from './canonicalUrl';

describe('canonicalPath: one form of each page path', () => {
  it.each([
    ['/contacts/', '/contacts'],
    ['/Contacts', '/contacts'],
    ['/DOCTORS-LIST/Ivanov/', '/doctors-list/ivanov'],
    ['//evil.example//', '/evil.example'],
    ['/', '/'],
    ['//', '/'],
    ['/analysis', '/analysis/list'],
    ['/Services/', '/services/top'],
    ['/kk/', '/kk'],
    ['/KK/Contacts/', '/kk/contacts'],
    ['/kk/services', '/kk/services/top'],
    ['/kk/analysis/', '/kk/analysis/list'],
  ])('%s → %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it('leaves files, bundles, media and the API alone', () => {
    for (const path of [
      '/mfe/Doctors/1.0.0/remoteEntry.js',
      '/Main.ABC.js',
      '/api/Doctors/',
      '/media/x/Y.svg',
    ]) {
      expect(canonicalPath(path)).toBe(path);
    }
  });

  it('is stable: a canonical path is its own canonical form', () => {
    for (const path of ['/contacts/', '/Analysis', '/x//y/']) {
      expect(canonicalPath(canonicalPath(path))).toBe(canonicalPath(path));
    }
  });
});

describe('the site server redirects other forms with a 301, query kept', () => {
  let site: Running;
  let api: Running;
  beforeAll(async () => {
    api = await startFakeApi((_request, res) => res.end('{}'));
    site = await startSite(tempDir('seo-canonical-'), api.baseUrl);
  });
  afterAll(async () => {
    await site.stop();
    await api.stop();
  });

  it.each([
    ['/Contacts/?utm_source=x&a=1', '/contacts?utm_source=x&a=1'],
    ['/analysis', '/analysis/list'],
    ['/check-up/', '/check-up/list'],
    ['//evil.example/', '/evil.example'],
  ])('%s → %s', async (from, to) => {
    const response = await fetch(site.baseUrl + from, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });
});
