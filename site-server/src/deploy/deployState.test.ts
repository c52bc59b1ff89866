// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLiveRemotes, readShellInfo } from '../../../scripts/release/deployRoot';
import { tempDir } from '../testing/servers';
import { deployStamp, readDeployState } from './deployState';

describe('readDeployState: the deploy root read with the release tool’s own readers', () => {
  it('reads what the release tool reads: remotes.json and shell-info.json', () => {
    const root = tempDir('clinic-deploy-');
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
    const root = tempDir('clinic-deploy-');
    fs.writeFileSync(path.join(root, 'remotes.json'), '{ not json');
    fs.writeFileSync(path.join(root, 'shell-info.json'), '[');
    expect(() => readLiveRemotes(root)).toThrow(/not valid JSON/);
    expect(readDeployState(root)).toEqual({ shellEntry: null, remotes: {}, remoteEntries: {} });
  });

  it('stamps the two files a deploy replaces, so a replaced one is read again', () => {
    const root = tempDir('clinic-deploy-');
    const before = deployStamp(root);
    fs.writeFileSync(path.join(root, 'remotes.json'), '{}');
    expect(deployStamp(root)).not.toBe(before);
  });
});
