/**
 * `npm run rotate-secret -- site|preview [--revoke]`: a new site secret or preview key for every site server (with
 * DATABASE_URL every host's, else this deploy root's). The previous key is still accepted for as long as a token
 * it signed can live, unless `--revoke`. The site server's own command does it (site-server/src/secret/
 * rotateMain.ts), run as a process: scripts/ never imports the site server. Its exit code is this one's.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ENTRY = path.resolve(import.meta.dirname, '../../site-server/src/secret/rotateMain.ts');

export function rotateSecret(args: string[], env: NodeJS.ProcessEnv = process.env) {
  return spawnSync(process.execPath, ['--import', 'tsx', ENTRY, ...args], { env, encoding: 'utf8' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const run = rotateSecret(process.argv.slice(2));
  process.stdout.write(run.stdout ?? '');
  process.stderr.write(run.stderr ?? '');
  process.exitCode = run.status ?? 1;
}
