import { REMOTE_NAMES, type RemoteName } from '@clinic/shared';

const MFE_FOLDER = /\/mfe\/([a-z]+)\/[^/\s]+\//;

/** The remote whose code a script URL or a stack names (its version folder `/mfe/<name>/<version>/` is in it). */
export function remoteOfScript(text: string | undefined | null): RemoteName | null {
  const name = text ? MFE_FOLDER.exec(text)?.[1] : undefined;
  return (REMOTE_NAMES as readonly string[]).includes(name ?? '') ? (name as RemoteName) : null;
}

/** The version of a remote from the URL of its mf-manifest.json (`/mfe/<name>/<version>/mf-manifest.json`). */
export function versionOfManifest(name: string, url: string): string | null {
  const match = new RegExp(`/mfe/${name}/([^/?#]+)/`).exec(url);
  return match?.[1] ?? null;
}
