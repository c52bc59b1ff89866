/**
 * The shell starts behind an async boundary (`import('./bootstrap')`), so the browser learns which chunks the
 * first render needs only after main.js has downloaded and run: one whole round trip lost on a slow phone
 * line. This plugin reads the chunk graph and puts `<link rel="preload">` tags for those chunks into
 * index.html, so they download alongside main.js.
 *
 * What the first render needs: the bootstrap chunk group, plus the shell's own copies of the shared singletons
 * it consumes, directly or through one another. The shell provides every singleton itself, so the chunks of its
 * provide factories are what loads (not the consumers' fallbacks); pages, widgets and other lazy chunks are
 * left to load on demand.
 */
import type { Compilation, Compiler } from '@rspack/core';

const NAME = 'PreloadStartupChunksPlugin';
const CONSUME = /^consume shared module \(\w+\) (.+?)@/;
const PROVIDE = /^provide shared module \(\w+\) (.+?)@/;

type ChunkGroup = Compilation['chunkGroups'][number];

/** The package a chunk group was made for by a consume (or provide) module, or null for an ordinary lazy chunk. */
function sharedPackage(group: ChunkGroup, kind: RegExp): string | null {
  for (const origin of group.origins) {
    const match = origin.module?.identifier().match(kind);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** The JS files the first render of the app needs, in the order the runtime asks for them. */
export function startupFiles(compilation: Compilation, groupName: string): string[] {
  const root = compilation.namedChunkGroups.get(groupName);
  if (!root) return [];
  // The singletons the startup code consumes, directly or through another singleton.
  const packages = new Set<string>();
  const collect = (group: ChunkGroup) => {
    for (const child of group.childrenIterable) {
      const pkg = sharedPackage(child, CONSUME);
      if (!pkg || packages.has(pkg)) continue;
      packages.add(pkg);
      collect(child);
    }
  };
  collect(root);
  // The app provides each singleton itself, so its provide factory's chunks are the ones that load.
  const files = new Set(root.getFiles());
  for (const group of compilation.chunkGroups) {
    const pkg = sharedPackage(group, PROVIDE);
    if (pkg && packages.has(pkg)) for (const file of group.getFiles()) files.add(file);
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

export class PreloadStartupChunksPlugin {
  constructor(private readonly groupName: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      // The compiler's own copy of rspack: a second copy loaded by a script would not recognise the compilation.
      compiler.rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const links = startupFiles(compilation, this.groupName).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
        }));
        data.assetTags.styles.unshift(...links);
        return data;
      });
    });
  }
}
