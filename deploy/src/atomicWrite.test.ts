// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { type WriteIo, writeFileAtomically } from './atomicWrite';
import { tempRoot } from './testing/fakeDeployRoot';

const leftovers = (dir: string) => fs.readdirSync(dir).filter((file) => file !== 'remotes.json');

describe('writeFileAtomically', () => {
  it('replaces the file, leaves no temporary file behind and makes it world-readable', () => {
    const dir = tempRoot();
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, 'old', { mode: 0o600 });
    writeFileAtomically(file, '{"analyses":"/mfe/analyses/2/mf-manifest.json"}');
    expect(fs.readFileSync(file, 'utf8')).toBe('{"analyses":"/mfe/analyses/2/mf-manifest.json"}');
    expect(fs.statSync(file).mode & 0o777).toBe(0o644);
    expect(leftovers(dir)).toEqual([]);
  });

  it('keeps the old file whole when the process dies before the rename', () => {
    const dir = tempRoot();
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, 'old content');
    const crashBeforeRename: WriteIo = {
      ...fs,
      renameSync: () => {
        throw new Error('killed');
      },
    };
    expect(() => writeFileAtomically(file, 'new content', crashBeforeRename)).toThrow('killed');
    expect(fs.readFileSync(file, 'utf8')).toBe('old content');
    expect(leftovers(dir)).toEqual([]);
  });

  it('keeps the old file whole when the disk fills up half-way through the write', () => {
    const dir = tempRoot();
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, 'old content');
    const diskFull: WriteIo = {
      ...fs,
      writeSync: ((fd: number, text: string) => {
        fs.writeSync(fd, text.slice(0, 3));
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      }) as unknown as typeof fs.writeSync,
    };
    expect(() => writeFileAtomically(file, 'new content', diskFull)).toThrow('ENOSPC');
    expect(fs.readFileSync(file, 'utf8')).toBe('old content');
    expect(leftovers(dir)).toEqual([]);
  });

  it('never lets a concurrent reader see a half-written file', async () => {
    const dir = tempRoot();
    const file = path.join(dir, 'remotes.json');
    // Two large, different, valid documents: a torn read would fail to parse or mix them.
    const docs = ['a', 'b'].map((tag) => JSON.stringify({ tag, padding: tag.repeat(100_000) }));
    writeFileAtomically(file, docs[0]!);
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const reader = new Worker(
      `const { workerData, parentPort } = require('node:worker_threads');
       const fs = require('node:fs');
       let reads = 0, torn = 0;
       while (Atomics.load(workerData.stop, 0) === 0) {
         const text = fs.readFileSync(workerData.file, 'utf8');
         reads++;
         try { const doc = JSON.parse(text); if (doc.padding.length !== 100000) torn++; } catch { torn++; }
       }
       parentPort.postMessage({ reads, torn });`,
      { eval: true, workerData: { file, stop } },
    );
    const result = new Promise<{ reads: number; torn: number }>((resolve) => reader.once('message', resolve));
    for (let i = 0; i < 200; i++) writeFileAtomically(file, docs[i % 2]!);
    Atomics.store(stop, 0, 1);
    const { reads, torn } = await result;
    expect(reads).toBeGreaterThan(10);
    expect(torn).toBe(0);
  });
});
