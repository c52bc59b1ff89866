import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type AppOptions, createApp } from '../app';

export interface JsonAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestServer {
  baseUrl: string;
  dataDir: string;
  get<T = unknown>(url: string, headers?: Record<string, string>): Promise<JsonAnswer<T>>;
  post<T = unknown>(url: string, body: unknown, headers?: Record<string, string>): Promise<JsonAnswer<T>>;
  stop(): Promise<void>;
}

export const tempDir = (prefix = 'clinic-api-'): string => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

async function answer<T>(response: Response): Promise<JsonAnswer<T>> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

/** The app on a free port with its own temporary data folder, as the brief's tests need it. */
export async function startTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDir();
  const { app, close } = createApp({ ...options, dataDir });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    dataDir,
    get: async (url, headers = {}) => answer(await fetch(baseUrl + url, { headers })),
    post: async (url, body, headers = {}) =>
      answer(
        await fetch(baseUrl + url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      close();
    },
  };
}
