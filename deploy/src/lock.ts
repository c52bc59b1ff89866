import fs from 'node:fs';
import { deployPaths, ReleaseError } from './deployRoot';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One release at a time per deploy root: remotes.json and releases.json are read, changed and rewritten,
 * and two operators releasing different remotes at once would otherwise lose one of the changes. A lock
 * left by a process that no longer runs is taken over.
 */
export function withReleaseLock<T>(root: string, work: () => T): T {
  const { lockFile } = deployPaths(root);
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (holder && holder !== process.pid && isRunning(holder)) {
        throw new ReleaseError(
          `another release is running (pid ${holder}); if it is not, remove ${lockFile}`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}
