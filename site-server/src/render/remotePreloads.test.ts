// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { remotePreloads } from './remotePreloads';

function deployRoot() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'preloads-'));
  const dir = path.join(root, 'mfe', 'doctors', '1.0.0-a');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'routes',
          assets: { js: { sync: ['expose_routes.1.js'], async: ['7.js', '8.js'] }, css: { sync: [] } },
        },
        {
          name: 'DoctorsSlider',
          assets: { js: { sync: ['expose_slider.2.js'] }, css: { sync: ['slider.css'] } },
        },
      ],
    }),
  );
  return root;
}

const remotes = { doctors: '/mfe/doctors/1.0.0-a/mf-manifest.json' };

describe('preload links for the remote code a server-rendered page hydrates with', () => {
  it('names the manifest, the remote entry and the exposed module’s own files, each once', () => {
    const preloads = remotePreloads(deployRoot());
    expect(
      preloads(
        [
          { remote: 'doctors', module: 'routes', section: 'doctors-list' },
          { remote: 'doctors', module: 'DoctorsSlider' },
          { remote: 'shell', module: 'home' },
        ],
        remotes,
      ),
    ).toBe(
      '<link rel="preload" href="/mfe/doctors/1.0.0-a/mf-manifest.json" as="fetch" crossorigin>' +
        '<link rel="preload" href="/mfe/doctors/1.0.0-a/remoteEntry.js" as="script">' +
        '<link rel="preload" href="/mfe/doctors/1.0.0-a/expose_routes.1.js" as="script">' +
        '<link rel="preload" href="/mfe/doctors/1.0.0-a/expose_slider.2.js" as="script">' +
        '<link rel="preload" href="/mfe/doctors/1.0.0-a/slider.css" as="style">',
    );
  });

  it('names nothing for a remote on another origin, a missing manifest, or a part of the shell', () => {
    const preloads = remotePreloads(deployRoot());
    const part = [{ remote: 'doctors', module: 'routes' }];
    expect(preloads(part, { doctors: 'https://cdn.example.kz/mfe/doctors/1/mf-manifest.json' })).toBe('');
    expect(preloads(part, { doctors: '/mfe/doctors/9.9.9/mf-manifest.json' })).toBe('');
    expect(preloads(part, { doctors: '/mfe/../../etc/mf-manifest.json' })).toBe('');
    expect(preloads([{ remote: 'shell', module: 'home' }], remotes)).toBe('');
  });
});
