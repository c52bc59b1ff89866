import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SITE } from './support';

export interface ApiInFront {
  /** host:port, for start:nginx's API_UPSTREAM. */
  upstream: string;
  close(): void;
}

/**
 * Another backend for a site under test: the suite's API (through its nginx), answering after `delayMs`, each
 * JSON answer passed through `edit`. A slow or hostile clinic backend, without touching the reference API.
 */
export async function apiInFront({
  delayMs = 0,
  edit = (_url, body) => body,
}: {
  delayMs?: number;
  edit?: (url: string, body: never) => unknown;
}): Promise<ApiInFront> {
  const server: Server = createServer(async (request, response) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const answer = await fetch(`${SITE}${request.url}`);
    const type = answer.headers.get('content-type') ?? 'text/plain';
    const body = type.includes('json')
      ? JSON.stringify(edit(request.url ?? '', (await answer.json()) as never))
      : Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, { 'content-type': type });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    upstream: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}
