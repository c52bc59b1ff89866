/**
 * Renders deploy/nginx.conf. Every value ends up inside nginx's configuration, so each is checked strictly
 * (an origin with a quote or a semicolon would rewrite the CSP or the config itself).
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, parseOrigins, parseTrustedProxies } from '@clinic/deploy';
import { refusalMaps } from './refusalMaps';

export { parseOrigins, parseTrustedProxies };

export interface NginxSettings {
  prefix: string;
  listen: string;
  deployRoot: string;
  apiUpstream: string;
  /** host:port of each site server; nginx balances over them and serves the static shell when none answers. */
  siteServers: string[];
  /** Origins serving remotes listed with an absolute URL in /remotes.json (CSP script/connect/style/img/font). */
  remoteOrigins: string[];
  /** Origins the site may frame (CSP frame-src), e.g. a map. */
  frameOrigins: string[];
  /** The deployed shell's inline scripts as CSP hash sources (`readScriptHashes` of the deploy root). */
  scriptHashes: string[];
  /** The balancers in front of this host (TRUSTED_PROXIES); none by default. */
  trustedProxies?: string[];
}

/** nginx's realip for the trusted balancers: the right-most address in X-Forwarded-For that is not one of them. */
function realIpLines(proxies: string[]): string {
  if (!proxies.length) return '';
  return [
    ...parseTrustedProxies(proxies.join(' ')).map((proxy) => `set_real_ip_from ${proxy};`),
    'real_ip_header X-Forwarded-For;',
    'real_ip_recursive on;',
  ].join('\n  ');
}

export const TEMPLATE = path.resolve(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf');

const SAFE_PATH = /^\/[\w./+@-]*$/;
const LISTEN = /^((\d{1,3}\.){3}\d{1,3}:|\[[0-9a-f:]+\]:|localhost:)?\d{1,5}$/i;
const UPSTREAM = /^[a-z0-9.-]+:\d{1,5}$/i;

function checked(value: string, pattern: RegExp, what: string): string {
  if (!pattern.test(value)) throw new Error(`nginx ${what}: unsupported value "${value}"`);
  return value;
}

/** `upstream clinic_site` needs at least one server; each is a line of its own. */
function siteServerLines(servers: string[]): string {
  if (!servers.length) throw new Error('nginx site servers: name at least one host:port');
  return servers.map((server) => `server ${checked(server, UPSTREAM, 'site server')};`).join('\n    ');
}

/** `SITE_SERVERS="127.0.0.1:3001, 127.0.0.1:3002"` → the host:port list. */
export const parseServers = (text: string | undefined): string[] =>
  (text ?? '').split(/[\s,]+/).filter(Boolean);

export function renderNginxConf(
  settings: NginxSettings,
  template = fs.readFileSync(TEMPLATE, 'utf8'),
): string {
  const values: Record<string, string> = {
    PREFIX: checked(settings.prefix, SAFE_PATH, 'prefix'),
    LISTEN: checked(settings.listen, LISTEN, 'listen'),
    DEPLOY_ROOT: checked(
      settings.deployRoot,
      SAFE_PATH,
      'deploy root (an absolute path of letters, digits, ./_+@-)',
    ),
    API_UPSTREAM: checked(settings.apiUpstream, UPSTREAM, 'API upstream'),
    SITE_SERVERS: siteServerLines(settings.siteServers),
    CONTENT_SECURITY_POLICY: contentSecurityPolicy({
      remoteOrigins: parseOrigins(settings.remoteOrigins.join(' '), 'REMOTE_ORIGINS'),
      frameOrigins: parseOrigins(settings.frameOrigins.join(' '), 'FRAME_ORIGINS'),
      scriptHashes: settings.scriptHashes,
    }),
    TRUSTED_PROXIES: realIpLines(settings.trustedProxies ?? []),
    ...refusalMaps(),
  };
  // Comment lines document the placeholders; only the directives are rendered.
  return template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
            const value = values[name];
            if (value === undefined) throw new Error(`deploy/nginx.conf: unknown placeholder {{${name}}}`);
            return value;
          }),
    )
    .join('\n');
}
