import net from 'node:net';

/** An IPv6 address's eight 16-bit groups: `::` expanded, a dotted IPv4 tail (`::ffff:1.2.3.4`) as two groups. */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? `${address.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : address;
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  if (tail === undefined) return parse(head);
  const [before, after] = [parse(head), parse(tail)];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** An IPv6 address's /64, one spelling however the address was written: `2001:db8:0:1::/64`. */
export function ipv6Network(address: string): string {
  return `${ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Whom a per-client limit counts (bookings, challenges' cost, beacons, the /ops lockout): an IPv4 address as it is,
 * an IPv6 address as its /64. A /64 is the smallest network a provider gives one subscriber (RFC 6177; home
 * routers and phones pick a fresh address in it for every connection), so counting IPv6 addresses one by one
 * would hand anyone 2^64 allowances. nginx's zones key the same way (deploy/nginx.conf, $clinic_client).
 */
export function clientNetwork(address: string): string {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (net.isIPv4(v4)) return v4;
  if (net.isIPv6(address)) return ipv6Network(address);
  return address;
}

/** The client a request counts against (its address as the trusted proxy gave it, `req.ip`). */
export const clientOf = (req: { ip?: string }): string => clientNetwork(req.ip ?? 'unknown');
