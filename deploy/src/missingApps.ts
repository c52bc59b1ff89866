import fs from 'node:fs';
import path from 'node:path';
import { deployPaths, REMOTES, readLiveRemotes } from './deployRoot';

/**
 * What `npm start` and `npm run start:nginx` must build before serving a deploy root: everything on a fresh
 * clone, the shell when it left no shell-info.json (a root from before the release tool), and each remote
 * with no live version on disk. A remote live on another origin (an absolute URL) is not missing.
 */
export function missingApps(root: string): string[] {
  const paths = deployPaths(root);
  if (!fs.existsSync(path.join(root, 'index.html'))) return ['shell', ...REMOTES];
  const live = readLiveRemotes(root);
  const remotes = REMOTES.filter((name) => {
    const entry = live[name];
    if (!entry) return true;
    return entry.startsWith('/') && !fs.existsSync(path.join(root, entry));
  });
  return fs.existsSync(paths.shellInfoFile) ? remotes : ['shell', ...remotes];
}
