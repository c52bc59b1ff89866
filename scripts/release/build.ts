/**
 * `npm run build [-- <app>…] [--no-release]` (entry: scripts/build.mjs). Builds each app for production and
 * lays it out in the deploy root (default dist/, DEPLOY_ROOT overrides):
 *   <root>/                        the shell (index.html swapped last, atomically) and shell-info.json
 *   <root>/mfe/<name>/<version>/   each remote, version = package version + 8-hex content hash (immutable)
 *   <root>/remotes.json            which version of each remote is live
 *
 * A new remote build goes live at once, through the same checks as `npm run release` and recorded in
 * releases.json as a "build": what you build locally or in CI is what you then run and test. With
 * --no-release (the ops path) new versions are only laid out, and `npm run release` makes one live later;
 * a remote with no live version at all still goes live, so a first build always gives a working site.
 * BUILD_LABEL=<text> is compiled into the builds (a remote may show it, e.g. analyses on staging).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  APPS,
  defaultDeployRoot,
  goLive,
  publishRemote,
  publishShell,
  ReleaseError,
  readLiveRemotes,
} from '@clinic/deploy';
import { catalogueLocales } from './catalogueLocales';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const readVersion = (dir: string) =>
  (JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as { version: string })
    .version;

const args = process.argv.slice(2);
const noRelease = args.includes('--no-release');
const only = args.filter((arg) => !arg.startsWith('--'));
const unknown = only.filter((name) => !APPS.some((app) => app.name === name));
if (unknown.length) {
  console.error(`unknown app(s): ${unknown.join(', ')}; apps: ${APPS.map((app) => app.name).join(', ')}`);
  process.exit(2);
}

function buildServer(appDir: string): string {
  execFileSync('npx', ['rspack', 'build', '--mode', 'production', '--env', 'server'], {
    cwd: appDir,
    stdio: 'inherit',
  });
  return path.join(appDir, 'dist-server', 'server.js');
}

const root = defaultDeployRoot();
const sharedVersion = readVersion('shared');
const label = process.env.BUILD_LABEL || undefined;
let failed = false;

for (const app of only.length ? APPS.filter((a) => only.includes(a.name)) : APPS) {
  const started = Date.now();
  const appDir = path.join(repoRoot, app.dir);
  execFileSync('npx', ['rspack', 'build', '--mode', 'production'], { cwd: appDir, stdio: 'inherit' });
  // The server build (site-server renders pages with it) sits next to the browser's, from src/server.tsx.
  const serverFile = fs.existsSync(path.join(appDir, 'src', 'server.tsx')) ? buildServer(appDir) : undefined;
  const outDir = path.join(appDir, 'dist');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (app.name === 'shell') {
    publishShell(root, outDir, { version: readVersion(app.dir), sharedVersion }, serverFile);
    console.log(`built shell in ${seconds} s (live at ${root})`);
    continue;
  }
  const { version, created } = publishRemote(root, {
    name: app.name,
    outDir,
    packageVersion: readVersion(app.dir),
    sharedVersion,
    label,
    serverFile,
    locales: catalogueLocales(appDir),
  });
  console.log(
    `built ${app.name} ${version} in ${seconds} s${created ? '' : ' (identical to a build already there)'}`,
  );
  if (noRelease && readLiveRemotes(root)[app.name]) {
    console.log(`  not live (--no-release): npm run release -- ${app.name} ${version}`);
    continue;
  }
  try {
    const result = goLive(root, app.name, version, { action: 'build' });
    console.log(
      `  live: ${result.changed ? `${result.previous ?? '(none)'} → ${version}` : `${version} (already)`}`,
    );
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(`  NOT live: ${error.message}`);
    failed = true;
  }
}

console.log(`live remotes: ${JSON.stringify(readLiveRemotes(root))}`);
if (failed) process.exitCode = 1;
