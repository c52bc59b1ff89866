import { describe, expect, it } from 'vitest';
import { DOCTORS_MANIFEST as MANIFEST } from '../testing/doctorsManifest';
import { exposeFiles, type RemoteManifest, remoteEntryUrl } from './remoteManifest';

const at = new URL('https://clinic.kz/mfe/doctors/1.2.0-abcdef12/mf-manifest.json');
// A file's values are not trusted: some cases give a wrong type on purpose.
const entry = (metaData: object) => remoteEntryUrl({ metaData } as RemoteManifest, at)?.href ?? null;

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

const doctors = new URL('http://site/mfe/doctors/1.0.0/mf-manifest.json');
const names = (files: URL[]) => files.map((url) => url.pathname.split('/').pop());

describe('the files an exposed module needs', () => {
  it('names the remote entry and the module’s own files, next to the manifest', () => {
    expect(exposeFiles(MANIFEST, doctors, 'routes').map(String)).toEqual([
      'http://site/mfe/doctors/1.0.0/remoteEntry.js',
      'http://site/mfe/doctors/1.0.0/183.js',
      'http://site/mfe/doctors/1.0.0/__federation_expose_routes.js',
    ]);
    expect(names(exposeFiles(MANIFEST, doctors, 'DoctorsSlider'))).toEqual(['remoteEntry.js', 'slider.js']);
  });

  it('adds the files of the page’s named chunks, each once; a chunk the manifest does not list is skipped', () => {
    expect(names(exposeFiles(MANIFEST, doctors, 'routes', ['doctor-details', 'unknown', 'broken']))).toEqual([
      'remoteEntry.js',
      '183.js',
      '__federation_expose_routes.js',
      'doctor-details.js',
    ]);
  });

  it('is none for a module the manifest does not expose', () => {
    expect(exposeFiles(MANIFEST, doctors, 'Nothing')).toEqual([]);
  });
});
