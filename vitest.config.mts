import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
const messagesLoader = require('./scripts/rspack/messagesLoader.cjs');

// Unit tests live beside the code. Browser-facing code runs in happy-dom; a file that needs Node's own
// network stack says `// @vitest-environment node` at its top.
export default defineConfig({
  test: {
    include: ['{shared,shell,mfe-*,api,site-server,deploy,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'happy-dom',
    testTimeout: 20_000,
    // A file per core, not vitest's default of one fewer: many files mostly wait (render threads, servers,
    // PostgreSQL), and on the 2-core CI machine one fewer is one at a time (638 s for the run, 452 s with two).
    maxWorkers: availableParallelism(),
    setupFiles: ['./vitest.setup.ts'],
    // One throwaway PostgreSQL for the run, started beside the first tests (the shared-store contract suites).
    globalSetup: ['./deploy/src/testing/postgres.ts'],
  },
  plugins: [
    {
      // The builds' catalogue compiler (rspack.config.base.ts), so a test reads the messages a page reads.
      name: 'message-catalogues',
      enforce: 'pre',
      transform(source: string, id: string) {
        if (!messagesLoader.CATALOG_FILE.test(id)) return null;
        return { code: messagesLoader.compileCatalog(id, source).code, map: null, moduleType: 'js' };
      },
    },
  ],
  // As rspack's DefinePlugin gives the browser builds (rspack.config.base.ts).
  define: { __SSR__: 'false', __BUILD_LABEL__: '""', __BUILD_FAULT__: '""' },
});
