/**
 * The shell starts behind an async boundary (`import('./bootstrap')`), so the browser learns which chunks the
 * first render needs only after main.js has downloaded and run: one whole round trip lost on a slow phone
 * line. This plugin reads the chunk graph and puts `<link rel="preload">` tags for those chunks into
 * index.html, so they download alongside main.js.
 *
 * What the first render needs: the bootstrap chunk group, plus the shell's own copies of the shared singletons
 * it consumes, directly or through one another. The shell provides every singleton itself, so the chunks of its
 * provide factories are what loads (not the consumers' fallbacks); pages, widgets and other lazy chunks are
 * left to load on demand. And the page's language's catalogues of the shell and the shared package, which the
 * first render waits for: index.html names the Russian ones, each tag carrying its Kazakh file in
 * `data-href-kk`, which the site server puts in `href` for a Kazakh page (site-server/src/render/pageHtml.ts).
 */
import type { Compilation, Compiler } from '@rspack/core';

const NAME = 'PreloadStartupChunksPlugin';
const CONSUME = /^consume shared module \(\w+\) (.+?)@/;
const PROVIDE = /^provide shared module \(\w+\) (.+?)@/;

type ChunkGroup = Compilation['chunkGroups'][number];

/** The catalogues the shell's first render loads (their chunk names less the language: `messages-shell-ru`). */
const STARTUP_CATALOGUES = ['messages-shell', 'messages-shared'];
/** The language index.html is written in; the others are swapped in by the site server. */
const TEMPLATE_LOCALE = 'ru';
const OTHER_LOCALES = ['kk'];

/** The JS file of a catalogue's chunk in a language, if the build has it. */
function catalogueFile(compilation: Compilation, catalogue: string, locale: string): string | undefined {
  return compilation.namedChunkGroups
    .get(`${catalogue}-${locale}`)
    ?.getFiles()
    .find((file) => file.endsWith('.js'));
}

/** The start-up catalogues' files in every language (the compile hints are for all of them). */
export function startupCatalogueFiles(compilation: Compilation): string[] {
  return STARTUP_CATALOGUES.flatMap((catalogue) =>
    [TEMPLATE_LOCALE, ...OTHER_LOCALES].map((locale) => catalogueFile(compilation, catalogue, locale)),
  ).filter((file): file is string => file !== undefined);
}

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
        const link = (file: string, attributes: Record<string, string> = {}) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}`, ...attributes },
        });
        const links = startupFiles(compilation, this.groupName).map((file) => link(file));
        for (const catalogue of STARTUP_CATALOGUES) {
          const file = catalogueFile(compilation, catalogue, TEMPLATE_LOCALE);
          if (!file) continue;
          const others: Record<string, string> = {};
          for (const locale of OTHER_LOCALES) {
            const other = catalogueFile(compilation, catalogue, locale);
            if (other) others[`data-href-${locale}`] = `${data.publicPath}${other}`;
          }
          links.push(link(file, others));
        }
        data.assetTags.styles.unshift(...links);
        return data;
      });
    });
  }
}
