import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface MainProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
}

/**
 * Runs api/src/main.ts as a real server process on a free port (PORT=0; it prints the port it got).
 * `node --import tsx` instead of the tsx CLI keeps it ONE process, so SIGKILL hits the server itself
 * and not a wrapper that would leave the server running.
 */
export function startMainProcess(env: Record<string, string>): Promise<MainProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`main.ts did not start:\n${output}`));
    }, 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({ child, baseUrl: match[1], output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`main.ts exited with ${code}:\n${output}`));
    });
  });
}

export const waitForExit = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
