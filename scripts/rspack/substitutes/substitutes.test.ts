// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import hoistNonReactStatics from './hoistStatics';
import * as serverCookies from './serverCookies';

const require = createRequire(import.meta.url);

/** The names a package's ES modules import from `specifier` (`import { a, b } from "specifier"`). */
function namesImported(distDir: string, specifier: string): string[] {
  const files = readdirSync(distDir).filter((name) => name.endsWith('.mjs') || name.endsWith('.js'));
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${specifier}["']`, 'g');
  const names = files.flatMap((name) =>
    [...readFileSync(path.join(distDir, name), 'utf8').matchAll(pattern)].flatMap(([, list = '']) =>
      list.split(',').map((item) => item.trim().split(/\s+as\s+/)[0] ?? ''),
    ),
  );
  return [...new Set(names.filter(Boolean))].sort();
}

describe("the browser builds' stand-ins (rspack.config.base.ts, BROWSER_SUBSTITUTES)", () => {
  const router = path.join(path.dirname(require.resolve('react-router')), '..', 'development');

  it('export every name react-router imports from cookie and set-cookie-parser, each failing if called', () => {
    const imported = [...namesImported(router, 'cookie'), ...namesImported(router, 'set-cookie-parser')];
    expect(imported.length).toBeGreaterThan(0);
    for (const name of imported) {
      const standIn = (serverCookies as Record<string, unknown>)[name];
      expect(standIn, name).toBeTypeOf('function');
      expect(() => (standIn as () => void)(), name).toThrow(/server APIs/);
    }
  });

  it("stand in for emotion's one import of hoist-non-react-statics, failing if called", () => {
    const emotion = path.dirname(require.resolve('@emotion/react/_isolated-hnrs'));
    const source = readdirSync(emotion)
      .filter((name) => name.endsWith('.esm.js'))
      .map((name) => readFileSync(path.join(emotion, name), 'utf8'))
      .join('\n');
    expect(source).toMatch(/import [\w$]+ from 'hoist-non-react-statics'/);
    expect(() => hoistNonReactStatics()).toThrow(/withTheme/);
  });
});
