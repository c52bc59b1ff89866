import net from 'node:net';
import type express from 'express';

/**
 * Which host names this site server answers to. The Host header (behind nginx, X-Forwarded-Host) is a stranger's:
 * answered as it came, it would be written into canonical URLs, og:url, robots.txt and the sitemap, which caches
 * keep for an hour. So a request is served only for
 *   - the address it reached (the socket's own: `npm start`'s `127.0.0.1:3000`, a probe of one site server), and
 *   - SITE_ORIGIN's host, when configured (nginx passes the host the browser asked for); with or without its port,
 *     as nginx's `$host` drops it, which is harmless there: the site's URLs then name SITE_ORIGIN, never the Host.
 * A loopback name stands for all three (`localhost`, `127.0.0.1`, `[::1]`). Any other host gets 421 Misdirected
 * Request (RFC 9110 §15.5.20), never cached.
 */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
/** A host name or IP address, then an optional port; anything else (`a@b`, `x/y`, spaces) is no host of ours. */
const HOST = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

interface Host {
  name: string;
  /** undefined: the request named no port. */
  port: string | undefined;
}

const parseHost = (host: string | undefined): Host | null => {
  const [, name, port] = (host && HOST.exec(host)) || [];
  return name ? { name: name.toLowerCase(), port } : null;
};

const namesFor = (name: string) => (LOOPBACK.includes(name) ? LOOPBACK : [name]);

const defaultPort = (protocol: string) => (protocol === 'https' ? '443' : '80');

/** The socket's own address as a Host header names it (an IPv4 client of a dual-stack socket comes as ::ffff:…). */
function socketHost(socket: import('node:net').Socket): Host | null {
  const address = socket.localAddress?.replace(/^::ffff:(?=\d+\.)/, '');
  if (!address || !socket.localPort) return null;
  return { name: net.isIPv6(address) ? `[${address}]` : address, port: String(socket.localPort) };
}

const misdirected = (res: express.Response) =>
  res
    .status(421)
    .set('Cache-Control', 'no-store')
    .type('text/plain')
    .send(
      'Этот сервер не обслуживает указанный адрес сайта.\n' +
        'Misdirected request: this server answers only its own host (SITE_ORIGIN or the address it listens on).\n',
    );

/** `siteOrigin`: SITE_ORIGIN, already checked to be an origin (config.ts). */
export function hostGuard(siteOrigin?: string): express.RequestHandler {
  const site = siteOrigin ? new URL(siteOrigin) : null;
  const siteHost: Host | null = site && {
    name: site.hostname.toLowerCase(),
    port: site.port || defaultPort(site.protocol.slice(0, -1)),
  };
  return (req, res, next) => {
    const protocol = req.protocol;
    const asked = parseHost(req.host);
    if (!asked || (protocol !== 'http' && protocol !== 'https')) return void misdirected(res);
    const own = socketHost(req.socket);
    const port = asked.port ?? defaultPort(protocol);
    if (own && namesFor(own.name).includes(asked.name) && port === own.port) return next();
    if (siteHost && namesFor(siteHost.name).includes(asked.name)) {
      if (asked.port === undefined || asked.port === siteHost.port) return next();
    }
    misdirected(res);
  };
}
