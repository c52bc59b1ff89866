import fs from 'node:fs';
import path from 'node:path';

/**
 * nginx workers run as `nobody`: every folder from / down to the deploy root must be searchable by others
 * and the root readable, or every page is a 403. Says which folder is in the way, or undefined when none.
 */
export function unreadableForNginx(root: string): string | undefined {
  const dirs: string[] = [];
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    dirs.push(dir);
    if (dir === path.dirname(dir)) break;
  }
  for (const dir of dirs) {
    const mode = fs.statSync(dir).mode;
    if (!(mode & 0o001))
      return `${dir} is not searchable by other users (chmod o+x), so nginx workers cannot reach the site`;
  }
  if (!(fs.statSync(root).mode & 0o004)) return `${root} is not readable by other users (chmod o+r)`;
  return undefined;
}
