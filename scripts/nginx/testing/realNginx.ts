import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { renderNginxConf } from '../renderConf';

export interface Heard {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

/** A stand-in upstream that answers with `answer` and keeps what it heard. */
export async function fakeUpstream(
  answer: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<{ server: Server; address: string; heard: Heard[] }> {
  const heard: Heard[] = [];
  const server = createServer((request, response) => {
    heard.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    request.resume().on('end', () => answer(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, address: `127.0.0.1:${(server.address() as AddressInfo).port}`, heard };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * deploy/nginx.conf run for real by Debian's nginx, in a temporary prefix, in front of the given API and site
 * servers. `trustedProxies` as TRUSTED_PROXIES sets it: with loopback trusted, a test names any IPv4 or IPv6
 * client in X-Forwarded-For, as a balancer would.
 */
export async function startRealNginx({
  apiUpstream,
  siteServers,
  deployRoot,
  trustedProxies = [],
}: {
  apiUpstream: string;
  siteServers: string[];
  deployRoot?: string;
  trustedProxies?: string[];
}): Promise<{ origin: string; stop(): void }> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-nginx-'));
  const root = deployRoot ?? fs.mkdtempSync(path.join(prefix, 'root-'));
  fs.chmodSync(prefix, 0o755);
  const port = await freePort();
  const conf = renderNginxConf({
    prefix,
    listen: `127.0.0.1:${port}`,
    deployRoot: root,
    apiUpstream,
    siteServers,
    remoteOrigins: [],
    frameOrigins: [],
    scriptHashes: [],
    trustedProxies,
  });
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, conf);
  const binary = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const nginx: ChildProcess = spawn(binary, ['-e', 'stderr', '-c', file, '-p', prefix], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    nginx.kill();
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  for (let tries = 0; tries < 100; tries += 1) {
    const up = await fetch(`${origin}/api/x`).then(
      () => true,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stop();
  throw new Error('nginx did not start');
}

/** A request with its path exactly as written: fetch() would resolve dot segments and escapes first. */
export function requestAsWritten(
  origin: string,
  method: string,
  pathAsWritten: string,
  headers: Record<string, string | number>,
  body?: string,
): Promise<{ status: number }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path: pathAsWritten, method, headers }, (response) => {
      response.resume().on('end', () => resolve({ status: response.statusCode ?? 0 }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}
