// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type NginxSettings, parseOrigins, renderNginxConf } from './renderConf';

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-nginx-conf-test-'));
afterAll(() => fs.rmSync(prefix, { recursive: true, force: true }));

const settings: NginxSettings = {
  prefix,
  listen: '127.0.0.1:8189',
  deployRoot: '/srv/clinic/dist',
  apiUpstream: '127.0.0.1:3010',
  siteServers: ['127.0.0.1:3021', '127.0.0.1:3022'],
  remoteOrigins: ['https://mfe.diagnost.kz'],
  frameOrigins: [],
  scriptHashes: [`'sha256-${'A'.repeat(43)}='`],
};

const csp = (conf: string) =>
  /map \$upstream_http_content_security_policy \$clinic_csp \{\s*"" "([^"]+)";/.exec(conf)?.[1] ?? '';

describe('deploy/nginx.conf', () => {
  it('renders every placeholder of the directives', () => {
    const conf = renderNginxConf(settings);
    const directives = conf.split('\n').filter((line) => !line.trimStart().startsWith('#'));
    expect(directives.join('\n')).not.toMatch(/\{\{/);
    expect(conf).toContain('root /srv/clinic/dist;');
    expect(conf).toContain('listen 127.0.0.1:8189;');
    expect(conf).toContain('server 127.0.0.1:3010;');
  });

  it('balances pages over the site servers and falls back to the static shell when none answers', () => {
    const conf = renderNginxConf(settings);
    const upstream = /upstream clinic_site \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(upstream.match(/server \S+;/g)).toEqual(['server 127.0.0.1:3021;', 'server 127.0.0.1:3022;']);
    const site = /location @site \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(site).toContain('proxy_pass http://clinic_site;');
    // Below Node's keepAliveTimeout (5 s), or a reused connection the backend is closing answers 502.
    for (const upstream of ['clinic_api', 'clinic_site']) {
      expect(conf).toMatch(new RegExp(`upstream ${upstream} \\{[^}]*keepalive_timeout 4s;`));
    }
    expect(site).toMatch(/proxy_next_upstream error timeout http_502 http_503 http_504;/);
    expect(site).toContain('error_page 502 503 504 = @static;');
    // …but robots.txt, the sitemaps and the /og/ previews, which must never be the shell's HTML.
    const fallback = /location @static \{([\s\S]*?)\n {4}\}/.exec(conf)?.[1] ?? '';
    expect(fallback).toMatch(/^\s*if \(\$clinic_not_a_page\) \{\s*return 503;\s*\}/);
    expect(fallback).toMatch(/try_files \/index\.html =404;\s*$/);
    // …and a form's post, which has no static fallback (the shell would be a 405): a 503 page that says so.
    expect(fallback).toMatch(/if \(\$request_method = POST\) \{\s*return 503 \$clinic_post_unavailable;/);
    const unavailable = /map \$uri \$clinic_post_unavailable \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(unavailable).toMatch(/~\^\/kk\/ '<!doctype html>[^']*Өтінім жіберілмеді/);
    expect(unavailable).toMatch(/default '<!doctype html>[^']*Заявка не отправлена/);
    expect(conf).toMatch(/location \/ \{\s*try_files \$uri @site;/);
    expect(() => renderNginxConf({ ...settings, siteServers: [] })).toThrow(/at least one/);
    expect(() => renderNginxConf({ ...settings, siteServers: ['127.0.0.1:1; include x'] })).toThrow(
      /site server/,
    );
  });

  it('passes the beacons to the site servers with a body cap, and never /metrics or the beacon database', () => {
    const conf = renderNginxConf(settings);
    const rum = /location = \/rum \{([\s\S]*?)\n {4}\}/.exec(conf)?.[1] ?? '';
    expect(rum).toContain('proxy_pass http://clinic_site;');
    expect(rum).toContain('client_max_body_size 8k;');
    expect(rum).toMatch(/limit_except POST \{\s*deny all;\s*\}/);
    expect(rum).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(conf).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
    // The database lives in the deploy root's .rum/ by default: dot-folders are never served.
    expect(conf).toMatch(/location ~ \/\\\. \{\s*return 404;\s*\}/);
  });

  it('enforces a CSP with the inline script’s hash and the remote origins, and no stray spaces without them', () => {
    const conf = renderNginxConf(settings);
    expect(csp(conf)).toMatch(
      /script-src 'self' 'sha256-A{43}=' https:\/\/mfe\.diagnost\.kz;.*connect-src 'self' https:\/\/mfe\.diagnost\.kz;.*object-src 'none'; base-uri 'none';.*frame-ancestors 'none'/,
    );
    // nginx adds it to its own answers; a site server's answer keeps the one the site server sent.
    expect(conf).toContain('add_header Content-Security-Policy $clinic_csp always;');
    const alone = csp(renderNginxConf({ ...settings, remoteOrigins: [], scriptHashes: [] }));
    expect(alone).toContain("script-src 'self'; style-src 'self' 'unsafe-inline';");
    expect(alone).not.toMatch(/ ;| {2}/);
    expect(() => renderNginxConf({ ...settings, scriptHashes: ["'unsafe-inline'"] })).toThrow(/hash/);
  });

  it('refuses values that would rewrite the CSP or the configuration', () => {
    expect(() => parseOrigins("https://a.kz 'unsafe-eval'", 'REMOTE_ORIGINS')).toThrow(
      /REMOTE_ORIGINS: not an origin/,
    );
    expect(() => parseOrigins('https://a.kz; script-src *', 'REMOTE_ORIGINS')).toThrow(/not an origin/);
    expect(parseOrigins('https://a.kz, http://127.0.0.1:8182 https://*.cdn.kz', 'X')).toEqual([
      'https://a.kz',
      'http://127.0.0.1:8182',
      'https://*.cdn.kz',
    ]);
    expect(() => renderNginxConf({ ...settings, deployRoot: '/srv/x; include /etc/passwd' })).toThrow(
      /deploy root/,
    );
    expect(() => renderNginxConf({ ...settings, deployRoot: '/srv/$host' })).toThrow(/deploy root/);
    expect(() => renderNginxConf({ ...settings, listen: '80; user root' })).toThrow(/listen/);
  });

  it('is accepted by `nginx -t`', () => {
    const root = fs.mkdtempSync(path.join(prefix, 'root-'));
    const conf = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(conf, renderNginxConf({ ...settings, deployRoot: root }));
    const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
    const check = spawnSync(nginx, ['-t', '-e', 'stderr', '-c', conf, '-p', prefix], { encoding: 'utf8' });
    expect(check.error, 'nginx must be installed (.ci/run installs it)').toBeUndefined();
    expect(check.stderr).toContain('syntax is ok');
    expect(check.status).toBe(0);
  });
});
