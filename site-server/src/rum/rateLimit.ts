import { LRUCache } from 'lru-cache';

export interface RateLimitOptions {
  /** Beacons a client may send per minute, sustained; a minute's worth may come at once. */
  perMinute: number;
  /** Clients remembered at once (the least recent are forgotten: bounded memory under any spread of addresses). */
  maxClients?: number;
  now?: () => number;
}

/** A token bucket per client key (the client's IP): true when the request may pass. */
export function rateLimiter({ perMinute, maxClients = 20_000, now = Date.now }: RateLimitOptions) {
  const buckets = new LRUCache<string, { tokens: number; at: number }>({ max: maxClients });
  const perMs = perMinute / 60_000;
  return (client: string): boolean => {
    const time = now();
    const bucket = buckets.get(client) ?? { tokens: perMinute, at: time };
    bucket.tokens = Math.min(perMinute, bucket.tokens + (time - bucket.at) * perMs);
    bucket.at = time;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    buckets.set(client, bucket);
    return allowed;
  };
}
