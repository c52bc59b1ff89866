import path from 'node:path';

export interface SiteConfig {
  port: number;
  host: string;
  deployRoot: string;
  apiOrigin: string;
}

/** Reads the site server's settings from the environment; a bad value is a message for the operator. */
export function readConfig(env: NodeJS.ProcessEnv): SiteConfig {
  const port = env.PORT ?? '3000';
  if (!/^\d+$/.test(port)) throw new Error(`PORT must be a whole number, got "${port}"`);
  const apiOrigin = env.API_ORIGIN ?? 'http://127.0.0.1:3010';
  if (!/^https?:\/\/[^/?#\s]+$/.test(apiOrigin)) {
    throw new Error(`API_ORIGIN must be an origin such as http://127.0.0.1:3010, got "${apiOrigin}"`);
  }
  return {
    port: Number(port),
    host: env.HOST || '127.0.0.1',
    deployRoot: path.resolve(env.DEPLOY_ROOT || 'dist'),
    apiOrigin,
  };
}
