/**
 * One canary controller per deploy root: `npm start` and `npm run start:nginx` each start one, and two controllers
 * would act twice on one verdict. The lock is a file holding the owner's pid, made with O_EXCL; a lock whose
 * process is gone (a crash, a kill -9) is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export const CONTROLLER_LOCK = '.canary-controller.lock';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock for this process, or returns the pid of the live controller that holds it. */
export function takeControllerLock(
  deployRoot: string,
  pid = process.pid,
): { taken: true; release(): void } | { taken: false; holder: number } {
  const file = path.join(deployRoot, CONTROLLER_LOCK);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(pid), { flag: 'wx' });
      return {
        taken: true,
        release: () => {
          if (fs.readFileSync(file, 'utf8') === String(pid)) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) return { taken: false, holder };
      fs.rmSync(file, { force: true }); // its owner is gone: take it over
    }
  }
  return { taken: false, holder: Number(fs.readFileSync(file, 'utf8')) };
}
