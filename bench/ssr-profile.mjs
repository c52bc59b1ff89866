// `node --import tsx bench/ssr-profile.mjs [rounds]`: renders the bench's pages one after another in this
// process, as a render worker does (the same externals, jsdom sanitiser, API recording), against the reference
// API, under the V8 profiler; prints the render rate and the CPU time by package. A tool, not a test.

import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

// As the site server does (site-server/src/main.ts): React's development build renders ~1.5× slower and
// spends its time elsewhere (jsxDEV, prop validation), so a profile without it measures another program.
process.env.NODE_ENV ??= 'production';
const require = createRequire(import.meta.url);
const repoRoot = path.resolve(import.meta.dirname, '..');
const deployRoot = path.resolve(process.env.DEPLOY_ROOT ?? path.join(repoRoot, 'dist'));
const ROUNDS = Number(process.argv[2] ?? 20);

const api = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const apiOrigin = await new Promise((resolve) => {
  let seen = '';
  api.stdout.on('data', (chunk) => {
    seen += chunk;
    const url = / on (http:\/\/[\w.:]+)/.exec(seen)?.[1];
    if (url) resolve(url);
  });
});

try {
  const { recordApiAnswersIn, sanitizeOnServerWith, setApiBaseUrl } = require('@clinic/shared');
  const { JSDOM } = require('jsdom');
  const { loadBundle } = require('../site-server/src/render/renderThread.ts');
  const { readDeployState } = require('../deploy/src/deployState.ts');
  const { keptHtml } = require('../site-server/src/render/keptHtml.ts');
  setApiBaseUrl(`${apiOrigin}/api`);
  const answers = new AsyncLocalStorage();
  recordApiAnswersIn(() => answers.getStore());
  sanitizeOnServerWith(new JSDOM('').window, { sanitized: keptHtml(), text: keptHtml() });
  const state = readDeployState(deployRoot);
  const shell = loadBundle(state.shellEntry, require);
  const remotes = Object.fromEntries(
    Object.entries(state.remoteEntries).map(([name, file]) => [name, loadBundle(file, require)]),
  );
  const doctors = await fetch(`${apiOrigin}/api/doctors`).then((r) => r.json());
  const urls = [
    '/',
    '/contacts',
    '/about-us',
    '/doctors-list/list',
    ...doctors.data.slice(0, 2).map((d) => `/doctors-list/${encodeURIComponent(d.slug)}`),
    '/services/top',
    '/analysis/list',
  ];
  const render = async (url, width) => {
    const store = {};
    const { page } = await answers.run(store, () =>
      shell.renderPage({ url, viewportWidth: width, budgetMs: 3000 }, { remotes, owners: state.owners }),
    );
    // The main thread receives page and answers by structured clone and serialises the answers into the HTML.
    return JSON.stringify(store).length + page.html.length;
  };
  // DUMP_DIR: writes each page as rendered (HTML, styles, head, answers) to compare two versions of the code.
  const dumpDir = process.env.DUMP_DIR;
  if (dumpDir) fs.mkdirSync(dumpDir, { recursive: true });
  for (const url of urls) for (const w of [1280, 390]) await render(url, w); // warm up, as a generation does
  for (const url of urls)
    for (const w of [1280, 390]) {
      const store = {};
      // A long data budget: under a loaded machine a widget may miss the usual one, and the pages would differ.
      const { page } = await answers.run(store, () =>
        shell.renderPage(
          { url, viewportWidth: w, budgetMs: 60_000 },
          { remotes, owners: state.owners, sectionBudgetMs: 60_000 },
        ),
      );
      if (dumpDir)
        fs.writeFileSync(
          path.join(dumpDir, `${w}${url.replaceAll('/', '_')}.json`),
          JSON.stringify({ page, api: store }, null, 1),
        );
    }
  const perUrl = {};
  const profiling = process.env.PROFILE !== '0';
  const session = new Session();
  session.connect();
  if (profiling) {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 500 });
    await session.post('Profiler.start');
  }
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let pages = 0;
  for (let i = 0; i < ROUNDS; i += 1)
    for (const url of urls)
      for (const w of [1280, 390]) {
        const s = performance.now();
        await render(url, w);
        perUrl[url] = (perUrl[url] ?? 0) + performance.now() - s;
        pages += 1;
      }
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const out = process.env.PROFILE_OUT ?? path.join(os.tmpdir(), 'ssr-render.cpuprofile');
  if (profiling) fs.writeFileSync(out, JSON.stringify((await session.post('Profiler.stop')).profile));
  console.log(
    `${pages} pages in ${wall.toFixed(0)} ms: ${((1000 * pages) / wall).toFixed(1)} pages/s wall, ` +
      `${((1000 * 1000 * pages) / (cpu.user + cpu.system)).toFixed(1)} pages/s of this process's CPU ` +
      `(load average ${os.loadavg()[0].toFixed(1)})`,
  );
  for (const [url, ms] of Object.entries(perUrl))
    console.log(`  ${url}: ${(ms / (ROUNDS * 2)).toFixed(1)} ms per page`);
  if (profiling) console.log(`profile: ${out}`);
} finally {
  api.kill();
}
