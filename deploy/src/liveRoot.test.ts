// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { INLINE_SCRIPTS_FILE } from './contentSecurityPolicy';
import { readDeployState } from './deployState';
import { openLiveRoot, perSnapshot } from './liveRoot';
import { tempRoot } from './testing/fakeDeployRoot';

const HASH = `'sha256-${'B'.repeat(43)}='`;
const CANARY = {
  doctors: {
    version: '2',
    entry: '/mfe/doctors/2/mf-manifest.json',
    share: 5,
    since: '2026-01-01T00:00:00Z',
    stepSince: '2026-01-01T00:00:00Z',
  },
};

/** As the release tool replaces a file: a new one renamed over it. */
function replace(root: string, name: string, text: string) {
  const file = path.join(root, name);
  fs.writeFileSync(`${file}.next`, text);
  fs.renameSync(`${file}.next`, file);
}

function deployed() {
  const root = tempRoot();
  replace(root, 'remotes.json', '{"doctors":"/mfe/doctors/1/mf-manifest.json"}');
  replace(root, 'canary.json', '{}');
  replace(root, 'shell-info.json', '{"name":"shell","version":"1"}');
  replace(root, 'index.html', '<!doctype html><title>1</title>');
  replace(root, INLINE_SCRIPTS_FILE, '{"scriptHashes":[]}');
  return root;
}

describe('openLiveRoot: what is deployed now, with one rule for when it is read again', () => {
  it('is the same snapshot while no file changes, with everything the site serves from', () => {
    const root = deployed();
    const live = openLiveRoot(root);
    const first = live.current();
    expect(live.current()).toBe(first);
    expect(first).toMatchObject({
      stable: { doctors: '/mfe/doctors/1/mf-manifest.json' },
      canaries: {},
      shellInfo: { name: 'shell', version: '1' },
      template: '<!doctype html><title>1</title>',
      scriptHashes: [],
    });
    expect(first.state).toEqual(readDeployState(root));
    expect(first.state).toBe(first.stateFor({ ...first.stable }));
  });

  const changes: [
    string,
    string,
    (snapshot: ReturnType<ReturnType<typeof openLiveRoot>['current']>) => unknown,
  ][] = [
    ['remotes.json', '{"doctors":"/mfe/doctors/3/mf-manifest.json"}', (s) => s.stable.doctors],
    ['canary.json', JSON.stringify(CANARY), (s) => s.canaries.doctors?.version],
    ['shell-info.json', '{"name":"shell","version":"2"}', (s) => s.shellInfo?.version],
    ['index.html', '<!doctype html><title>2</title>', (s) => s.template],
    [INLINE_SCRIPTS_FILE, JSON.stringify({ scriptHashes: [HASH] }), (s) => s.scriptHashes[0]],
  ];
  it.each(changes)(
    'is a new snapshot once %s is replaced, and so is all that hangs off it',
    (name, text, read) => {
      const live = openLiveRoot(deployed());
      const made = vi.fn((snapshot: { stamp: string }) => snapshot.stamp);
      const derived = perSnapshot(made);
      const before = live.current();
      derived(before);
      derived(live.current());
      expect(made).toHaveBeenCalledTimes(1);
      replace(live.root, name, text);
      const after = live.current();
      expect(after).not.toBe(before);
      expect(after.stamp).not.toBe(before.stamp);
      expect(read(after)).not.toEqual(read(before));
      expect(live.current()).toBe(after);
      derived(after);
      expect(made).toHaveBeenCalledTimes(2);
    },
  );

  it('is read again once the preview key file is replaced, for a site server that reads it itself', () => {
    const live = openLiveRoot(deployed());
    const before = live.current();
    replace(live.root, '.preview-key', 'k1\n');
    expect(live.current()).not.toBe(before);
  });

  it('gives a request the snapshot it first got: one request sees one deploy', () => {
    const live = openLiveRoot(deployed());
    const request = {};
    const seen = live.current(request);
    replace(live.root, 'remotes.json', '{}');
    expect(live.current(request)).toBe(seen);
    expect(live.current({})).not.toBe(seen);
    expect(live.current({}).stable).toEqual({});
  });

  it('reads a malformed or missing file as absent, and never throws', () => {
    const root = tempRoot();
    replace(root, 'remotes.json', '{ not json');
    replace(root, 'canary.json', '[');
    replace(root, 'shell-info.json', '{');
    replace(root, INLINE_SCRIPTS_FILE, 'x');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const snapshot = openLiveRoot(root).current();
    expect(snapshot).toMatchObject({
      stable: {},
      canaries: {},
      shellInfo: null,
      template: null,
      scriptHashes: [],
    });
    expect(snapshot.state).toEqual({
      shellEntry: null,
      remotes: {},
      remoteEntries: {},
      owners: { owners: [], complete: false },
    });
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/\[canary\].*no canary is served/);
    errors.mockRestore();
  });

  it('reads another remote map’s state once per snapshot', () => {
    const live = openLiveRoot(deployed());
    const canarySide = { doctors: CANARY.doctors.entry };
    const snapshot = live.current();
    expect(snapshot.stateFor(canarySide)).toBe(snapshot.stateFor({ ...canarySide }));
    expect(snapshot.stateFor(canarySide).remotes).toEqual(canarySide);
    replace(live.root, 'canary.json', JSON.stringify(CANARY));
    expect(live.current().stateFor(canarySide)).not.toBe(snapshot.stateFor(canarySide));
  });
});
