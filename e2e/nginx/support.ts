/** Helpers of the nginx suite: the deploy root under test, the release tool as ops run it, checksums. */
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const REPO = path.resolve(__dirname, '..', '..');
/**
 * NGINX_E2E_PORT, else E2E_PORT + 5000 (3180 → 8180: each engineer's own E2E_PORT gives an nginx port of
 * their own on a shared machine), else 8100. start.spec.ts uses the next port too.
 */
export const NGINX_PORT = Number(
  process.env.NGINX_E2E_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 5000 : 8100),
);
export const SITE = `http://127.0.0.1:${NGINX_PORT}`;
/** The same nginx under another host name: another origin for the browser (cross-origin remotes). */
export const OTHER_ORIGIN = `http://localhost:${NGINX_PORT}`;

/** Set by globalSetup for the test workers. */
export const deployRoot = () => {
  const root = process.env.NGINX_E2E_DEPLOY_ROOT;
  if (!root) throw new Error('NGINX_E2E_DEPLOY_ROOT is not set: run through e2e/nginx/playwright.config.ts');
  return root;
};
export const nginxPid = () => Number(process.env.NGINX_E2E_NGINX_PID);

/** `npm run <script> -- <args>` against the test's deploy root, as an operator would type it. */
export function npmRun(script: string, ...args: string[]): SpawnSyncReturns<string> {
  return spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: REPO,
    env: { ...process.env, DEPLOY_ROOT: deployRoot() },
    encoding: 'utf8',
  });
}

/** The version of `remote` built with BUILD_LABEL=`label`. */
export function labelledVersion(remote: string, label: string, root = deployRoot()): string {
  const dir = path.join(root, 'mfe', remote);
  const version = fs.readdirSync(dir).find((v) => {
    const info = path.join(dir, v, 'build-info.json');
    return fs.existsSync(info) && JSON.parse(fs.readFileSync(info, 'utf8')).label === label;
  });
  if (!version) throw new Error(`no ${remote} build labelled ${label} in ${dir}`);
  return version;
}

export const liveRemotes = (): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(deployRoot(), 'remotes.json'), 'utf8'));

/** sha256 over the names and bytes of the files under `dir` (optionally only those `keep` accepts). */
export function checksum(dir: string, keep: (file: string) => boolean = () => true): string {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter(keep)
    .sort();
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  return hash.digest('hex');
}

/**
 * The shell's files at the deploy root: everything but the remotes, the release tool's own files (history,
 * canaries and their policy) and the site's dot-files (the beacons' database, which grows as pages are hidden, the
 * controller's lock, the preview key).
 */
export const shellChecksum = () =>
  checksum(
    deployRoot(),
    (file) =>
      !file.startsWith('mfe/') &&
      !file.startsWith('.') &&
      !['remotes.json', 'releases.json', 'canary.json', 'canary-policy.json'].includes(file),
  );

export const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The version a remotes.json entry points at (`/mfe/<remote>/<version>/mf-manifest.json`). */
export const versionOfManifest = (remote: string, entry: string | undefined): string | undefined =>
  entry ? new RegExp(`/mfe/${remote}/([^/]+)/mf-manifest\\.json$`).exec(entry)?.[1] : undefined;

/** The ops token of the suite's site servers (/ops, /metrics with a bearer token). */
export const OPS_TOKEN = 'nginx-e2e-ops-token-0123456789';
