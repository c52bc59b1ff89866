// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/servers';
import { loadBundle } from './loadBundle';

const dir = tempDir('bundle-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function bundle(code: string): string {
  const file = path.join(dir, `b${Math.random().toString(36).slice(2)}.js`);
  fs.writeFileSync(file, code);
  return file;
}

describe('loadBundle: a server build evaluated with what the worker supplies', () => {
  it('gets its externals from the worker, not from Node', () => {
    const file = bundle('const r = require("react"); module.exports = { answer: r.version };');
    expect(loadBundle<{ answer: string }>(file, (id) => ({ version: `given ${id}` })).answer).toBe(
      'given react',
    );
  });

  it('is evaluated anew each time: no module cache holds a version', () => {
    const file = bundle('module.exports = { loadedAt: Math.random() };');
    const first = loadBundle<{ loadedAt: number }>(file, () => null);
    const second = loadBundle<{ loadedAt: number }>(file, () => null);
    expect(first).not.toBe(second);
    expect(require.cache[file]).toBeUndefined();
  });

  it('fails when the bundle asks for what the worker refuses', () => {
    const file = bundle('require("child_process");');
    expect(() =>
      loadBundle(file, (id) => {
        throw new Error(`a server build may not require "${id}"`);
      }),
    ).toThrow(/may not require "child_process"/);
  });
});
