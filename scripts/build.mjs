// Builds every app for production and lays out the deploy root:
//   dist/                         the shell (index.html and its hashed files)
//   dist/mfe/<name>/<version>/    each remote, version = package version + short content hash (immutable)
//   dist/remotes.json             which version of each remote is live
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, DEPLOY_ROOT } from './apps.mjs';

const only = process.argv.slice(2);
const selected = only.length ? APPS.filter((app) => only.includes(app.name)) : APPS;

function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) hash.update(file).update(readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 8);
}

function writeAtomically(file, text) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

const sharedVersion = JSON.parse(readFileSync('shared/package.json', 'utf8')).version;
const remotesFile = path.join(DEPLOY_ROOT, 'remotes.json');
const remotes = existsSync(remotesFile) ? JSON.parse(readFileSync(remotesFile, 'utf8')) : {};
mkdirSync(DEPLOY_ROOT, { recursive: true });

for (const app of selected) {
  const started = Date.now();
  execFileSync('npx', ['rspack', 'build', '--mode', 'production'], { cwd: app.dir, stdio: 'inherit' });
  const out = path.join(app.dir, 'dist');
  if (app.name === 'shell') {
    cpSync(out, DEPLOY_ROOT, { recursive: true });
  } else {
    const pkg = JSON.parse(readFileSync(path.join(app.dir, 'package.json'), 'utf8'));
    const version = `${pkg.version}-${contentHash(out)}`;
    const target = path.join(DEPLOY_ROOT, 'mfe', app.name, version);
    if (!existsSync(target)) cpSync(out, target, { recursive: true });
    writeFileSync(
      path.join(target, 'build-info.json'),
      `${JSON.stringify({ name: app.name, version, sharedVersion, builtAt: new Date().toISOString() }, null, 2)}\n`,
    );
    remotes[app.name] = `/mfe/${app.name}/${version}/mf-manifest.json`;
  }
  console.log(`built ${app.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

writeAtomically(remotesFile, `${JSON.stringify(remotes, null, 2)}\n`);
console.log(`live remotes: ${JSON.stringify(remotes)}`);
