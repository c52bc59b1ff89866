// `npm start`: builds what is missing, then serves the whole site from one origin on PORT (default 3000):
// the shell, /mfe/<name>/<version>/…, /remotes.json and /api/*.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { DEPLOY_ROOT } from './apps.mjs';

const { missingApps } = await tsImport('./release/missingApps.ts', import.meta.url);
const missing = missingApps(path.resolve(DEPLOY_ROOT));
if (missing.length) {
  console.log(`building: ${missing.join(', ')}`);
  execFileSync('node', ['scripts/build.mjs', ...missing], { stdio: 'inherit' });
}

const server = spawn('npx', ['tsx', 'api/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '3000', STATIC_DIR: path.resolve(DEPLOY_ROOT) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
