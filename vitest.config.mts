import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
const messagesLoader = require('./scripts/rspack/messagesLoader.cjs');
const CATALOGUE_SUFFIX = '.catalogue.js';

// Unit tests live beside the code. Browser-facing code runs in happy-dom; a file that needs Node's own
// network stack says `// @vitest-environment node` at its top.
export default defineConfig({
  test: {
    include: ['{shared,shell,mfe-*,api,site-server,deploy,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'happy-dom',
    testTimeout: 20_000,
    setupFiles: ['./vitest.setup.ts'],
  },
  plugins: [
    {
      // The builds' catalogue compiler (rspack.config.base.ts), so a test reads the messages a page reads. A
      // catalogue is resolved to a module of its own (vite's JSON plugin would parse the compiled code).
      name: 'message-catalogues',
      enforce: 'pre',
      resolveId(source: string, importer: string | undefined) {
        if (!importer || !source.endsWith('.json')) return null;
        const file = path.resolve(path.dirname(importer), source);
        return messagesLoader.CATALOG_FILE.test(file) ? `\0${file}${CATALOGUE_SUFFIX}` : null;
      },
      load(id: string) {
        if (!id.startsWith('\0') || !id.endsWith(CATALOGUE_SUFFIX)) return null;
        const file = id.slice(1, -CATALOGUE_SUFFIX.length);
        return messagesLoader.compileCatalog(file, fs.readFileSync(file, 'utf8')).code;
      },
    },
  ],
  // As rspack's DefinePlugin gives the browser builds (rspack.config.base.ts).
  define: { __SSR__: 'false', __BUILD_LABEL__: '""', __BUILD_FAULT__: '""' },
});
