import { defineConfig } from 'vitest/config';

// Unit tests live beside the code. Browser-facing code runs in happy-dom; a file that needs Node's own
// network stack says `// @vitest-environment node` at its top.
export default defineConfig({
  test: {
    include: ['{shared,shell,mfe-*,api,site-server,deploy,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'happy-dom',
    testTimeout: 20_000,
  },
  // As rspack's DefinePlugin gives the browser builds (rspack.config.base.ts).
  define: { __SSR__: 'false', __BUILD_LABEL__: '""', __BUILD_FAULT__: '""' },
});
