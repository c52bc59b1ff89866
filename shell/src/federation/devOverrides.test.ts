import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDevOverrides, readDevOverrides } from './devOverrides';

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const BASE = 'http://127.0.0.1:3000/analysis/list';

describe('readDevOverrides', () => {
  it('reads ?remote.<name>= first, then localStorage remote.<name>, for known remotes only', () => {
    expect(
      readDevOverrides(
        '?remote.analyses=http://127.0.0.1:3002/mf-manifest.json&remote.pharmacy=http://x/mf.json',
        storage({
          'remote.analyses': 'http://127.0.0.1:9999/ignored.json',
          'remote.doctors': 'http://127.0.0.1:3003/mf-manifest.json',
        }),
        BASE,
      ),
    ).toEqual({
      analyses: 'http://127.0.0.1:3002/mf-manifest.json',
      doctors: 'http://127.0.0.1:3003/mf-manifest.json',
    });
  });

  it('resolves a relative URL against the page and ignores anything but http(s)', () => {
    expect(
      readDevOverrides(
        '?remote.catalog=/mfe/catalog/2.0.0-abcdef12/mf-manifest.json&remote.booking=javascript:alert(1)',
        storage({ 'remote.doctors': 'data:text/javascript,alert(1)', 'remote.analyses': 'http://[bad' }),
        BASE,
      ),
    ).toEqual({ catalog: 'http://127.0.0.1:3000/mfe/catalog/2.0.0-abcdef12/mf-manifest.json' });
  });

  it('works without storage, or with storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readDevOverrides('', undefined, BASE)).toEqual({});
    expect(readDevOverrides('?remote.doctors=http://h/m.json', throwing, BASE)).toEqual({
      doctors: 'http://h/m.json',
    });
  });
});

describe('applyDevOverrides', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('replaces only the overridden remote, and says so in the console', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    window.history.replaceState(
      null,
      '',
      '/analysis/list?remote.analyses=http://127.0.0.1:3002/mf-manifest.json',
    );
    const published = {
      catalog: '/mfe/catalog/1/mf-manifest.json',
      analyses: '/mfe/analyses/1/mf-manifest.json',
    };
    expect(applyDevOverrides(published)).toEqual({
      catalog: '/mfe/catalog/1/mf-manifest.json',
      analyses: 'http://127.0.0.1:3002/mf-manifest.json',
    });
    expect(info).toHaveBeenCalledWith(expect.stringContaining('[shell] dev override: remote "analyses"'));
  });

  it('reads a persistent override from localStorage', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    window.localStorage.setItem('remote.booking', 'http://127.0.0.1:3004/mf-manifest.json');
    expect(applyDevOverrides({ booking: '/mfe/booking/1/mf-manifest.json' }).booking).toBe(
      'http://127.0.0.1:3004/mf-manifest.json',
    );
  });
});
