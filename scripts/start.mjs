// `npm start`: builds what is missing, then serves the whole site from one origin on PORT (default 3000):
// the site server (the shell, /mfe/<name>/<version>/…, /remotes.json) with the reference API behind /api and
// /media on a free internal port. Both stop on SIGINT/SIGTERM; if either exits, the other is stopped and
// `npm start` exits non-zero.
import { execFileSync } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { startSiteAndApi } from './siteAndApi.mjs';

const { defaultDeployRoot } = await tsImport('../deploy/src/deployRoot.ts', import.meta.url);
const { missingApps } = await tsImport('../deploy/src/missingApps.ts', import.meta.url);
const deployRoot = defaultDeployRoot();
const missing = missingApps(deployRoot);
if (missing.length) {
  console.log(`building: ${missing.join(', ')}`);
  execFileSync('node', ['scripts/build.mjs', ...missing], { stdio: 'inherit' });
}

let stopping = false;
let site;
try {
  site = await startSiteAndApi({ port: process.env.PORT ?? '3000', deployRoot });
} catch (error) {
  console.error(`start: ${error.message}`);
  process.exit(1);
}
console.log(`start: API pid ${site.servers[0].child.pid}, site server pid ${site.servers[1].child.pid}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    stopping = true;
    await site.stop(signal);
    process.exit(0);
  });
}
const { name, code, signal } = await site.firstExit;
if (!stopping) {
  console.error(`start: the ${name} exited (${signal ?? code}); stopping the other`);
  await site.stop();
  process.exit(1);
}
