// `npm run build` / `node scripts/build.mjs [<app>…] [--no-release]`: the build shares its TypeScript
// modules with the release tool (scripts/release), so it runs through tsx. See scripts/release/build.ts.
import { tsImport } from 'tsx/esm/api';

await tsImport('./release/build.ts', import.meta.url);
