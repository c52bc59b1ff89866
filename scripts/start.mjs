// `npm start`: builds what is missing, then serves the whole site from one origin on PORT (default 3000):
// the shell, /mfe/<name>/<version>/…, /remotes.json and /api/*.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEPLOY_ROOT, REMOTES } from './apps.mjs';

function missingApps() {
  if (!existsSync(path.join(DEPLOY_ROOT, 'index.html'))) return ['shell', ...REMOTES];
  const remotesFile = path.join(DEPLOY_ROOT, 'remotes.json');
  const live = existsSync(remotesFile) ? JSON.parse(readFileSync(remotesFile, 'utf8')) : {};
  return REMOTES.filter((name) => !live[name] || !existsSync(path.join(DEPLOY_ROOT, live[name])));
}

const missing = missingApps();
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
