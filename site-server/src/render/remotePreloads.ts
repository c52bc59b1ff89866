/**
 * Preload links for the remote code a server-rendered page hydrates with (issue 21, «ready sooner»). Without them
 * the browser learns of a section's remote only once the shell runs: then its manifest, then its remote entry, then
 * the exposed module, one round trip after another (150 ms each on a phone's network). With them those three
 * arrive beside the shell's own scripts. Only what every page of the part needs: the manifest, the remote entry and
 * the exposed module's own files; the chunks it loads for one route or another are left to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml, type PagePart, SHELL_PART_OWNER } from '@clinic/shared';
import { LRUCache } from 'lru-cache';

interface ManifestFiles {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** A version folder never changes: a manifest read once is good for as long as it is kept. */
const MANIFESTS_KEPT = 64;

export function remotePreloads(deployRoot: string) {
  const manifests = new LRUCache<string, ManifestFiles | false>({ max: MANIFESTS_KEPT });

  function manifestAt(url: string): ManifestFiles | null {
    let manifest = manifests.get(url);
    if (manifest === undefined) {
      try {
        manifest = JSON.parse(fs.readFileSync(path.join(deployRoot, url), 'utf8')) as ManifestFiles;
      } catch {
        manifest = false; // a missing or broken manifest: the browser reports it when it loads the remote
      }
      manifests.set(url, manifest);
    }
    return manifest || null;
  }

  /** The `<link rel="preload">` tags for `parts`, each file once, from the remote map the page was rendered with. */
  return (parts: readonly PagePart[], remotes: Record<string, string>): string => {
    const links = new Map<string, string>();
    const add = (href: string, as: 'script' | 'style' | 'fetch') =>
      links.set(
        href,
        // The federation runtime fetches the manifest with fetch() (credentials same-origin): `crossorigin` matches.
        `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''}>`,
      );
    for (const part of parts) {
      const entry = remotes[part.remote];
      // The deploy root's own versions only: a remote on another origin is that origin's to serve.
      if (part.remote === SHELL_PART_OWNER || !entry?.startsWith('/mfe/') || entry.includes('..')) continue;
      const manifest = manifestAt(entry);
      const remoteEntry = manifest?.metaData?.remoteEntry;
      if (!manifest || !remoteEntry?.name) continue;
      const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
      add(entry, 'fetch');
      add(folder + path.posix.join(remoteEntry.path ?? '', remoteEntry.name), 'script');
      const expose = manifest.exposes?.find((item) => item.name === part.module);
      for (const file of expose?.assets?.js?.sync ?? []) add(folder + file, 'script');
      for (const file of expose?.assets?.css?.sync ?? []) add(folder + file, 'style');
    }
    return [...links.values()].join('');
  };
}
