/**
 * `npm run nginx:conf`: prints deploy/nginx.conf rendered for a server that runs nginx itself (systemd, a
 * container) instead of `npm run start:nginx`. Settings from the environment:
 *   PORT (8080), HOST, DEPLOY_ROOT (dist/), NGINX_PREFIX (/var/lib/clinic-nginx), API_UPSTREAM (127.0.0.1:3010),
 *   SITE_UPSTREAMS (site servers' host:port, space- or comma-separated; 127.0.0.1:3000),
 *   REMOTE_ORIGINS, FRAME_ORIGINS.
 * The site servers behind it need SITE_ORIGIN (the public origin): nginx passes the Host a client sent, and a site
 * server answers any host but SITE_ORIGIN's and its own address with 421.
 */

import { defaultDeployRoot, readScriptHashes } from '@clinic/deploy';
import { parseOrigins, parseServers, parseTrustedProxies, renderNginxConf } from './renderConf';

const env = process.env;
try {
  process.stdout.write(
    renderNginxConf({
      prefix: env.NGINX_PREFIX || '/var/lib/clinic-nginx',
      listen: env.HOST ? `${env.HOST}:${env.PORT || '8080'}` : env.PORT || '8080',
      deployRoot: defaultDeployRoot(),
      apiUpstream: env.API_UPSTREAM || '127.0.0.1:3010',
      siteServers: parseServers(env.SITE_UPSTREAMS || '127.0.0.1:3000'),
      remoteOrigins: parseOrigins(env.REMOTE_ORIGINS, 'REMOTE_ORIGINS'),
      frameOrigins: parseOrigins(env.FRAME_ORIGINS, 'FRAME_ORIGINS'),
      trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
      scriptHashes: readScriptHashes(defaultDeployRoot()),
    }),
  );
  if (!env.SITE_ORIGIN)
    console.error(
      'nginx:conf: start the site servers with SITE_ORIGIN=<public origin> (they answer no other host)',
    );
} catch (error) {
  console.error(`nginx:conf: ${(error as Error).message}`);
  process.exitCode = 1;
}
