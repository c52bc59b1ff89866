// The site on one origin as `npm start` and the benchmark run it: the reference API on a free internal port,
// and the site server on `port` in front of it (it serves the deploy root and proxies /api and /media).
import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * One server process (`node --import tsx`, not the tsx CLI: a signal then reaches the server itself).
 * `ready` resolves with the URL the server prints on `pattern`, or rejects if it exits first.
 */
function startServer(name, entry, env, { quiet }) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', quiet ? 'ignore' : 'inherit'],
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ name, code, signal })),
  );
  const ready = new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      if (!quiet) process.stdout.write(chunk);
      seen += chunk.toString();
      const url = / on (http:\/\/[\w.:[\]-]+)/.exec(seen)?.[1];
      if (url) resolve(url);
    });
    exited.then(({ code, signal }) =>
      reject(new Error(`${name} exited (${signal ?? code}) before listening`)),
    );
  });
  ready.catch(() => {});
  return { name, child, exited, ready };
}

/**
 * Starts the API (PORT=0 picks a free port) and then the site server on `port` with API_ORIGIN pointing at it.
 * `env` goes to both (DATA_DIR, ANALYSES_COUNT for the API). Resolves once both listen; `firstExit` resolves
 * when either stops, `stop(signal)` stops both (and the canary controller, started unless `controller` is false)
 * and resolves when they are gone.
 */
function startCanaryController(deployRoot, env, quiet) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'site-server/src/canary/controllerMain.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, DEPLOY_ROOT: path.resolve(deployRoot) },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', quiet ? 'ignore' : 'inherit'],
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ name: 'canary controller', code, signal })),
  );
  return { name: 'canary controller', child, exited };
}

export async function startSiteAndApi({
  port,
  deployRoot,
  env = {},
  quiet = false,
  controller = true,
  // The API origin the site server is given: the API's own, or something the caller puts in front of it.
  inFrontOfApi = async (apiOrigin) => apiOrigin,
}) {
  const api = startServer('API', 'api/src/main.ts', { ...env, PORT: '0', HOST: '127.0.0.1' }, { quiet });
  const servers = [api];
  const stop = async (signal = 'SIGTERM') => {
    for (const { child } of servers)
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await Promise.all(servers.map(({ exited }) => exited));
  };
  try {
    const apiOrigin = await api.ready;
    const site = startServer(
      'site server',
      'site-server/src/main.ts',
      {
        ...env,
        PORT: String(port),
        API_ORIGIN: await inFrontOfApi(apiOrigin),
        DEPLOY_ROOT: path.resolve(deployRoot),
      },
      { quiet },
    );
    servers.push(site);
    const siteUrl = await site.ready;
    const firstExit = Promise.race(servers.map(({ exited }) => exited));
    // The canary controller (one per deploy root acts; others wait to take over): its exit stops nothing else.
    if (controller) servers.push(startCanaryController(deployRoot, env, quiet));
    return { siteUrl, apiOrigin, servers, firstExit, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
