import net from 'node:net';

/** A port of 127.0.0.1 nothing listens on: a shared store that is unreachable. */
export const closedPort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Times each call made through `timed`: a test that no call waits long on a store that is away. */
export function callTimer() {
  const times: number[] = [];
  return {
    times,
    async timed<T>(call: () => Promise<T>): Promise<T> {
      const started = performance.now();
      const result = await call();
      times.push(performance.now() - started);
      return result;
    },
    slowest: () => Math.max(...times),
  };
}

/**
 * A call that decided alone returns long before the store's own timeouts (2 s) would end it: this bound tells the
 * two apart even on a loaded machine. What a request really waits (50 ms at most) is measured by
 * `npm run bench:cluster`, not asserted.
 */
export const DECIDED_ALONE_MS = 1000;

/**
 * A TCP relay to PostgreSQL at `target` (a postgres:// URL) that the network can take away: `silence` (accepts and
 * passes nothing on: cut off mid-way), `down` (every connection reset, nothing listens: a dead store) and `up`.
 */
export async function storeRelay(target: string) {
  const to = new URL(target);
  const sockets = new Set<net.Socket>();
  let silent = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(to.port), to.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (data) => void (silent || upstream.write(data)));
    upstream.on('data', (data) => void (silent || client.write(data)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(to);
  url.port = String(port);
  return {
    url: url.href,
    silence(on: boolean) {
      silent = on;
    },
    down: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
  };
}
