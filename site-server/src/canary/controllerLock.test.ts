// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../testing/servers';
import { CONTROLLER_LOCK, takeControllerLock } from './controllerLock';

const root = () => tempDir('controller-lock-');

describe('one canary controller per deploy root', () => {
  it('lets the first take the lock and tells the second who holds it, until it is released', () => {
    const dir = root();
    const first = takeControllerLock(dir);
    expect(first.taken).toBe(true);
    expect(takeControllerLock(dir, process.pid + 1)).toEqual({ taken: false, holder: process.pid });
    if (first.taken) first.release();
    expect(fs.existsSync(path.join(dir, CONTROLLER_LOCK))).toBe(false);
    expect(takeControllerLock(dir).taken).toBe(true);
  });

  it('takes over the lock of a controller that died', () => {
    const dir = root();
    fs.writeFileSync(path.join(dir, CONTROLLER_LOCK), '2147483646'); // no such process
    expect(takeControllerLock(dir).taken).toBe(true);
    expect(fs.readFileSync(path.join(dir, CONTROLLER_LOCK), 'utf8')).toBe(String(process.pid));
  });
});
