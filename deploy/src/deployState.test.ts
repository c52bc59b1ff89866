// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readLiveRemotes, readShellInfo } from './deployRoot';
import { readDeployState } from './deployState';
import { tempRoot } from './testing/fakeDeployRoot';

describe('readDeployState: the deploy root read with the release tool’s own readers', () => {
  it('reads what the release tool reads: remotes.json and shell-info.json', () => {
    const root = tempRoot();
    fs.mkdirSync(path.join(root, 'server'));
    fs.writeFileSync(path.join(root, 'server/shell.1.js'), 'exports.renderPage = null;');
    fs.writeFileSync(path.join(root, 'remotes.json'), '{"doctors":"/mfe/doctors/1/mf-manifest.json"}');
    fs.writeFileSync(
      path.join(root, 'shell-info.json'),
      '{"name":"shell","serverEntry":"server/shell.1.js"}',
    );
    const state = readDeployState(root);
    expect(state.remotes).toEqual(readLiveRemotes(root));
    expect(state.shellEntry).toBe(path.join(root, readShellInfo(root)?.serverEntry ?? ''));
  });

  it('serves on where the release tool refuses: a broken file reads as absent', () => {
    const root = tempRoot();
    fs.writeFileSync(path.join(root, 'remotes.json'), '{ not json');
    fs.writeFileSync(path.join(root, 'shell-info.json'), '[');
    expect(() => readLiveRemotes(root)).toThrow(/not valid JSON/);
    expect(readDeployState(root)).toEqual({
      shellEntry: null,
      remotes: {},
      remoteEntries: {},
      // No remote is live: any of them could own an unclaimed address.
      owners: { owners: [], complete: false },
    });
  });

  it('learns which remote serves which section from the live remotes’ manifests', () => {
    const root = tempRoot();
    const manifest = (dir: string, metaData: object) => {
      fs.mkdirSync(path.join(root, dir), { recursive: true });
      fs.writeFileSync(path.join(root, dir, 'mf-manifest.json'), JSON.stringify({ metaData }));
    };
    manifest('mfe/doctors/1', { sections: [{ section: 'doctors-list', prefix: '/doctors-list' }] });
    manifest('mfe/analyses/1', { sections: [{ section: 'analysis', prefix: '/analysis' }] });
    manifest('mfe/catalog/1', { sections: [{ section: 'services', prefix: '/services' }] });
    manifest('mfe/booking/1', {});
    const live = {
      doctors: '/mfe/doctors/1/mf-manifest.json',
      analyses: '/mfe/analyses/1/mf-manifest.json',
      catalog: '/mfe/catalog/1/mf-manifest.json',
      booking: '/mfe/booking/1/mf-manifest.json',
    };
    const ownersWith = (remotes: object) => {
      fs.writeFileSync(path.join(root, 'remotes.json'), JSON.stringify(remotes));
      return readDeployState(root).owners;
    };
    expect(ownersWith(live)).toEqual({
      owners: [
        { remote: 'catalog', section: 'services', prefix: '/services' },
        { remote: 'analyses', section: 'analysis', prefix: '/analysis' },
        { remote: 'doctors', section: 'doctors-list', prefix: '/doctors-list' },
      ],
      complete: true,
    });
    // Served from elsewhere, or not listed at all: its sections cannot be known here, so an unclaimed address
    // is not «not found» (a missing remote never turns its pages into 404s).
    const elsewhere = ownersWith({ ...live, catalog: 'https://cdn.example/catalog/mf-manifest.json' });
    expect(elsewhere).toEqual({ owners: ownersWith(live).owners.slice(1), complete: false });
    const { catalog: _unlisted, ...withoutCatalog } = live;
    expect(ownersWith(withoutCatalog).complete).toBe(false);
  });

  it('a malformed declaration of sections is reported and claims nothing', () => {
    const root = tempRoot();
    fs.mkdirSync(path.join(root, 'mfe/doctors/1'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'mfe/doctors/1/mf-manifest.json'),
      JSON.stringify({ metaData: { sections: [{ section: 'doctors-list', prefix: '/' }] } }),
    );
    fs.writeFileSync(path.join(root, 'remotes.json'), '{"doctors":"/mfe/doctors/1/mf-manifest.json"}');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readDeployState(root).owners).toEqual({ owners: [], complete: false });
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/doctors's mf-manifest.json: metaData.sections/);
    errors.mockRestore();
  });
});
