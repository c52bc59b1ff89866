// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCTORS_MANIFEST } from '@clinic/shared/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { remoteDownloads } from './remoteDownloads';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'downloads-'));
  fs.mkdirSync(path.join(root, 'mfe', 'doctors', '1.0.0'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'mfe', 'doctors', '1.0.0', 'mf-manifest.json'),
    JSON.stringify(DOCTORS_MANIFEST),
  );
  fs.mkdirSync(path.join(root, 'mfe', 'catalog', '2.0.0'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mfe', 'catalog', '2.0.0', 'mf-manifest.json'), '{ not json');
});

const remotes = {
  doctors: '/mfe/doctors/1.0.0/mf-manifest.json',
  catalog: '/mfe/catalog/2.0.0/mf-manifest.json',
  analyses: 'https://elsewhere.example/mfe/analyses/mf-manifest.json',
  booking: '/mfe/booking/9.9.9/mf-manifest.json',
};

describe('the remote files a server-rendered page starts with its head', () => {
  it('names the rendered section’s manifest and entry to fetch, and its module’s and page’s chunks to run', () => {
    const sections = [
      { remote: 'doctors', module: 'routes', section: 'doctors-list', chunks: ['doctor-details', 'unknown'] },
    ];
    expect(remoteDownloads(root, remotes, sections)).toEqual({
      fetch: ['/mfe/doctors/1.0.0/mf-manifest.json', '/mfe/doctors/1.0.0/remoteEntry.js'],
      run: [
        '/mfe/doctors/1.0.0/183.js',
        '/mfe/doctors/1.0.0/__federation_expose_routes.js',
        '/mfe/doctors/1.0.0/doctor-details.js',
      ],
    });
  });

  it('names nothing for widgets, the shell’s parts, other origins, and a missing or broken manifest', () => {
    const sections = [
      { remote: 'doctors', module: 'DoctorsSlider' },
      { remote: 'shell', module: 'home' },
      { remote: 'analyses', module: 'routes', section: 'analysis' },
      { remote: 'booking', module: 'routes', section: 'booking' },
      { remote: 'catalog', module: 'routes', section: 'services' },
    ];
    expect(remoteDownloads(root, remotes, sections)).toEqual({ fetch: [], run: [] });
  });

  it('reads no file outside the deploy root, whatever the map says', () => {
    fs.writeFileSync(path.join(os.tmpdir(), 'mf-manifest.json'), JSON.stringify(DOCTORS_MANIFEST));
    const escaping = {
      doctors: '/../mf-manifest.json',
      catalog: '//evil.example/mf-manifest.json',
      booking: '/mfe/%E0%A4%A/mf-manifest.json',
    };
    const sections = [
      { remote: 'doctors', module: 'routes', section: 'doctors-list' },
      { remote: 'catalog', module: 'routes', section: 'services' },
      { remote: 'booking', module: 'routes', section: 'booking' },
    ];
    expect(remoteDownloads(root, escaping, sections)).toEqual({ fetch: [], run: [] });
  });
});
