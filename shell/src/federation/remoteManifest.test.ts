import { describe, expect, it } from 'vitest';
import { remoteEntryUrl } from './remoteManifest';

const at = new URL('https://clinic.kz/mfe/doctors/1.2.0-abcdef12/mf-manifest.json');
const entry = (metaData: object) => remoteEntryUrl({ metaData }, at)?.href ?? null;

describe('the remote entry a manifest names', () => {
  it('is next to the manifest when the build said publicPath "auto" (or nothing)', () => {
    const named = { remoteEntry: { name: 'remoteEntry.js', path: '' } };
    expect(entry({ publicPath: 'auto', ...named })).toBe(
      'https://clinic.kz/mfe/doctors/1.2.0-abcdef12/remoteEntry.js',
    );
    expect(entry(named)).toBe('https://clinic.kz/mfe/doctors/1.2.0-abcdef12/remoteEntry.js');
  });

  it('follows its path, and a publicPath given as an address', () => {
    expect(entry({ remoteEntry: { name: 'remoteEntry.js', path: 'js/' } })).toBe(
      'https://clinic.kz/mfe/doctors/1.2.0-abcdef12/js/remoteEntry.js',
    );
    expect(
      entry({ publicPath: 'http://127.0.0.1:3003/', remoteEntry: { name: 'remoteEntry.js', path: '' } }),
    ).toBe('http://127.0.0.1:3003/remoteEntry.js');
  });

  it('is none when the manifest names no entry', () => {
    expect(entry({})).toBeNull();
    expect(entry({ remoteEntry: { name: '' } })).toBeNull();
    expect(entry({ remoteEntry: { name: 42 } })).toBeNull();
  });
});
