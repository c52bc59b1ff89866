import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function wholeNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) {
    console.error(`${name} must be a whole number, got "${raw}"`);
    process.exit(1);
  }
  return Number(raw);
}

const port = wholeNumber('PORT') ?? 3010;
const host = process.env.HOST || '127.0.0.1';
const dataDir = path.resolve(process.env.DATA_DIR || path.join(repoRoot, 'api', 'data'));

const { app, close } = createApp({ dataDir, analysesCount: wholeNumber('ANALYSES_COUNT') });

const server = app.listen(port, host, (error?: Error) => {
  if (error) {
    console.error(`Cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  }
  const address = server.address();
  // Port 0 picks a free port: print the real one, tests read it from this line.
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`API on http://${host}:${actualPort}`);
});

function shutdown(signal: string): void {
  console.log(`${signal}: closing`);
  server.close(() => {
    close();
    process.exit(0);
  });
  // Keep-alive sockets may hold close() open; every accepted request is already on disk.
  setTimeout(() => process.exit(0), 3000).unref();
}

process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
