import type { Compilation } from '@rspack/core';

/**
 * The files of each chunk a remote's route table names (a lazy route's `id`: the `webpackChunkName` of its `lazy`
 * imports), by name, for its manifest: the site server names those of the page it rendered, and the page's head
 * script downloads them with the remote's code (site-server/src/render/remoteDownloads.ts). Entry points and exposed modules are named
 * too, and left out: the manifest lists those already.
 */
export function namedChunkFiles(compilation: Compilation): Record<string, string[]> {
  const files: Record<string, string[]> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (group.isInitial() || name.startsWith('__federation_expose_')) continue;
    files[name] = group.getFiles().filter((file) => file.endsWith('.js'));
  }
  return files;
}
