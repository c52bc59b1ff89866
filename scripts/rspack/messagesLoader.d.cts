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
    shipped?: string[] | null,
  ): { code: string; compiled: Record<string, unknown>; sourceFile: string | null };
  /** BUILD_LOCALES: the languages a build ships (null: all the app has). */
  function buildLocales(): string[] | null;
}
export = messagesLoader;
