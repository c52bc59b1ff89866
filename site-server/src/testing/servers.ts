import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSiteApp, type SiteOptions } from '../app';

export const tempDir = (prefix: string): string => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

export interface Running {
  baseUrl: string;
  stop(): Promise<void>;
}

async function listen(server: http.Server): Promise<Running> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The site app on a free port, as main.ts runs it (with the tests' own settings, if any). */
export const startSite = (
  deployRoot: string,
  apiOrigin: string,
  options: Partial<SiteOptions> = {},
): Promise<Running> => listen(http.createServer(createSiteApp({ deployRoot, apiOrigin, ...options })));

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A stand-in for the clinic's API: records what reaches it and answers with `answer`. */
export async function startFakeApi(
  answer: (request: SeenRequest, res: http.ServerResponse) => void,
): Promise<Running & { seen: SeenRequest[] }> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      answer(request, res);
    });
  });
  return { ...(await listen(server)), seen };
}
