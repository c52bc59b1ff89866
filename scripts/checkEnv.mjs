// First step of `npm test` and `npm run test:e2e`: the e2e suites drive Debian's Chromium and run nginx, and
// the site server draws link-preview pictures with DejaVu Sans (site-server/src/seo/preview/renderPreview.ts), and
// nginx sends the build's brotli files with Debian's brotli_static module, and
// the W3C Nu HTML Checker (e2e/tests/html-validity.spec.ts) runs on Java, and
// the cross-engine suite (e2e/engines) drives Firefox ESR and WebKitGTK's MiniBrowser under Xvfb, and
// the shared-store tests start a throwaway PostgreSQL 15 cluster (deploy/src/testing/postgres.ts).
// Without them, stop at once with the one command that installs them, instead of failing minutes later.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** An absolute path must be an executable file; a bare name must be on PATH. */
function found(command) {
  if (!command.includes('/')) return spawnSync('sh', ['-c', 'command -v "$0"', command]).status === 0;
  try {
    fs.accessSync(command, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const nginx = process.env.NGINX ?? ['/usr/sbin/nginx', 'nginx'].find(found) ?? '/usr/sbin/nginx';
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
/** deploy/nginx.conf loads it: nginx sends the build's brotli files (scripts/rspack/precompressAssets.ts). */
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const java = process.env.JAVA ?? 'java';
const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const webkitDriver = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const miniBrowser = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const initdb = `${process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin'}/initdb`;
const missing = [
  found(chromium) ? '' : `chromium: no ${chromium} (CHROMIUM_PATH overrides)`,
  found(nginx) ? '' : `nginx: no ${nginx}, none on PATH either (NGINX overrides)`,
  fs.existsSync(DEJAVU) ? '' : `fonts-dejavu-core: no ${DEJAVU}`,
  fs.existsSync(BROTLI_STATIC) ? '' : `libnginx-mod-http-brotli-static: no ${BROTLI_STATIC}`,
  found(java)
    ? ''
    : `default-jre-headless: no ${java} on PATH, which the Nu HTML Checker needs (JAVA overrides)`,
  found(firefox) ? '' : `firefox-esr: no ${firefox} (FIREFOX_PATH overrides)`,
  found(webkitDriver) && found(miniBrowser)
    ? ''
    : `webkit2gtk-driver: no ${webkitDriver} or ${miniBrowser} (WEBKIT_DRIVER_PATH, MINIBROWSER_PATH override)`,
  found('Xvfb') ? '' : 'xvfb: no Xvfb on PATH',
  found(initdb) ? '' : `postgresql: no ${initdb} (POSTGRES_BIN overrides)`,
].filter(Boolean);

if (missing.length) {
  console.error(`The tests need what this machine lacks:\n  ${missing.join('\n  ')}`);
  console.error(
    'Install them:  sudo apt-get install -y chromium nginx libnginx-mod-http-brotli-static fonts-dejavu-core default-jre-headless firefox-esr webkit2gtk-driver xvfb postgresql',
  );
  console.error('(or run CI as it runs: bash .ci/run — installs them, then npm ci and npm test)');
  process.exit(1);
}
