/**
 * The layout of a deploy root (default `dist/`, `DEPLOY_ROOT` overrides) and the small JSON files in it:
 *   index.html, *.js             the shell
 *   shell-info.json              the live shell's build: which @clinic/shared it was built against
 *   mfe/<name>/<version>/        one immutable folder per built remote version, with build-info.json
 *   remotes.json                 which version of each remote is live (what browsers read)
 *   releases.json                the history of what went live when (see history.ts)
 *   canary.json                  the canaries: a remote's next version live for a share of visitors (canaryState.ts)
 *   .preview-key                 the key that signs preview links, when PREVIEW_KEY is not set (previewToken.ts)
 *   .release.lock                held while a release rewrites remotes.json
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from './apps';

export { REMOTES };
export type RemoteName = (typeof REMOTES)[number];

/** Written into every remote version folder by the build. */
export interface BuildInfo {
  name: string;
  version: string;
  /** The @clinic/shared version the remote was compiled against. */
  sharedVersion: string;
  builtAt: string;
  /** BUILD_LABEL at build time, if any (a staging marker shown by the remote). */
  label?: string;
  /**
   * The languages its messages come in, each with how many messages it still shows in Russian
   * (scripts/release/catalogueLocales.ts). Absent: a build before languages, Russian only.
   */
  locales?: Record<string, number>;
}

/** Written at the deploy root when the shell is built. */
export interface ShellInfo {
  name: 'shell';
  version: string;
  sharedVersion: string;
  builtAt: string;
  /** The shell's server build, relative to the deploy root (`server/shell.<hash>.js`); absent: no SSR. */
  serverEntry?: string;
}

/** `/remotes.json`: remote name → URL of its mf-manifest.json. */
export type LiveRemotes = Record<string, string>;

/** A refusal: the message is for the operator, the CLI prints it and exits non-zero. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/** The deploy root the scripts and tools use: DEPLOY_ROOT, else `dist/` (the one place it is read). */
export function defaultDeployRoot(): string {
  return path.resolve(process.env.DEPLOY_ROOT || 'dist');
}

export function deployPaths(root: string) {
  return {
    root,
    remotesFile: path.join(root, 'remotes.json'),
    historyFile: path.join(root, 'releases.json'),
    canaryFile: path.join(root, 'canary.json'),
    previewKeyFile: path.join(root, '.preview-key'),
    shellInfoFile: path.join(root, 'shell-info.json'),
    lockFile: path.join(root, '.release.lock'),
    remoteDir: (name: string) => path.join(root, 'mfe', name),
    versionDir: (name: string, version: string) => path.join(root, 'mfe', name, version),
  };
}

export function assertRemoteName(name: string | undefined): asserts name is RemoteName {
  if (!name) throw new ReleaseError(`name a remote: ${REMOTES.join(', ')}`);
  if (!(REMOTES as readonly string[]).includes(name)) {
    throw new ReleaseError(`unknown remote "${name}"; the remotes are ${REMOTES.join(', ')}`);
  }
}

/** What identifies a file's content cheaply (inode, mtime, size; `-` when it cannot be read): a deploy replaces files by rename. */
export function fileStamp(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
  } catch {
    return '-';
  }
}

export function readJson<T>(file: string): T | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new ReleaseError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

export function readLiveRemotes(root: string): LiveRemotes {
  const live = readJson<unknown>(deployPaths(root).remotesFile) ?? {};
  if (live === null || typeof live !== 'object' || Array.isArray(live)) {
    throw new ReleaseError(
      `${deployPaths(root).remotesFile} must be an object { "<remote>": "<manifest url>" }`,
    );
  }
  return live as LiveRemotes;
}

export const readShellInfo = (root: string) => readJson<ShellInfo>(deployPaths(root).shellInfoFile);

/** Where a release points browsers: relative to the site, or under `baseUrl` (a CDN or another origin). */
export function manifestUrl(name: string, version: string, baseUrl = ''): string {
  return `${baseUrl.replace(/\/+$/, '')}/mfe/${name}/${version}/mf-manifest.json`;
}

/** The version a remotes.json entry points at, or undefined for a URL outside the layout (a hand edit). */
export function versionOfEntry(name: string, entry: string | undefined): string | undefined {
  if (!entry) return undefined;
  const match = new RegExp(`/mfe/${name}/([^/]+)/mf-manifest\\.json$`).exec(entry);
  return match?.[1];
}
