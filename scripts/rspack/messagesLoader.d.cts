/** Types of messagesLoader.cjs (CommonJS, so rspack and vitest can both load it as it is). */
declare function messagesLoader(
  this: { resourcePath: string; addDependency(file: string): void },
  source: string,
): string;
declare namespace messagesLoader {
  const CATALOG_FILE: RegExp;
  function compileCatalog(
    file: string,
    source: string,
  ): { code: string; compiled: Record<string, unknown>; sourceFile: string | null };
}
export = messagesLoader;
