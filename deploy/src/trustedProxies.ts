import net from 'node:net';

/**
 * TRUSTED_PROXIES: the balancers in front of a host, as addresses or CIDR ranges (`10.0.0.0/8, 2001:db8::/32`).
 * From them alone nginx and the site server take the client's address out of X-Forwarded-For; anyone else's
 * X-Forwarded-For is the stranger's own word. Loopback (the host's own nginx) is always trusted by the site server.
 */
export function parseTrustedProxies(text: string | undefined): string[] {
  const entries = (text ?? '').split(/[\s,]+/).filter(Boolean);
  const bad = entries.filter((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = net.isIP(address);
    if (!family || rest.length) return true;
    if (bits === undefined) return false;
    const max = family === 4 ? 32 : 128;
    return !/^\d{1,3}$/.test(bits) || Number(bits) > max;
  });
  if (bad.length)
    throw new Error(
      `TRUSTED_PROXIES: not an address or CIDR range (10.0.0.0/8, 2001:db8::/32): ${bad.join(' ')}`,
    );
  return entries;
}
