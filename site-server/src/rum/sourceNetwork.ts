import net from 'node:net';
import { clientNetwork } from '../http/clientNetwork';

/**
 * The network a beacon came from: an IPv4 address's /24, an IPv6 address's /64 (what one subscriber, one office
 * or one cloud host holds), anything else as it is. The canary's hard gate counts these: one sender can be any
 * number of visitors (a fresh cookie each time), but few networks. Kept instead of the address itself, as the
 * anonymising of analytics keeps it: the last octet (IPv4) or the interface half (IPv6) dropped.
 */
export function sourceNetwork(address: string): string {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (net.isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  return clientNetwork(address);
}
