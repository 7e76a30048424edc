// Fixed-window counters for abuse limits (OTP sends, logins, resets) keyed by address or IP, on
// rate-limiter-flexible (decision 0011). In the process's memory by default; on Redis when
// REDIS_URL is set, so every app process behind a load balancer counts into the same windows
// and a lock-out holds whichever process answers. One limiter per app (app.ts makeServices).
import { randomInt } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimiter {
  /**
   * Counts one hit on `key`. Its window opens at the first hit and lasts `windowMs`; `allowed`
   * is false once the window holds more than `limit` hits; `count` is the hits in it so far,
   * this one included (counted atomically in the store, so parallel hits each count).
   */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; count: number; retryAfterMs: number }>;
  /** Hits in the key's current window (0 when it has expired or never started). */
  count(key: string): Promise<number>;
  /** Forgets the key's window. */
  reset(key: string): Promise<void>;
  /**
   * The key prefix to build keys that `resetPrefix(prefix)` can forget all at once: `prefix`
   * followed by the prefix's current generation. The store cannot delete by prefix, so
   * resetting stores a new generation and every key made under the old one is never read again
   * (it expires with its window).
   */
  prefix(prefix: string): Promise<string>;
  /** Forgets every key built from `prefix(prefix)` (a password reset lifts every source's lock). */
  resetPrefix(prefix: string): Promise<void>;
  readonly store: 'memory' | 'redis';
  /** Closes the Redis connection (nothing to do in memory). */
  close(): Promise<void>;
}

export interface RateLimiterOptions {
  /** redis:// or rediss:// URL; in memory without it. */
  redisUrl?: string | undefined;
  /** Namespace of every key in Redis (several sites or test runs can share one server). */
  keyPrefix?: string | undefined;
  /** Called when the Redis connection fails (counting falls back to this process's memory). */
  onError?: (err: Error) => void;
}

/**
 * A generation outlives the windows of the keys built under it (15 minutes to an hour) by far;
 * after this long without a reset it is forgotten and the prefix starts again at generation 0,
 * whose keys expired long ago. Generations are random, so a new one never meets old keys.
 */
const GENERATION_SECONDS = 7 * 24 * 60 * 60; // memory expires keys with setTimeout: under 24.8 days

export function createRateLimiter(opts: RateLimiterOptions = {}): RateLimiter {
  const keyPrefix = opts.keyPrefix ?? 'sahyog:rl';
  // Limits differ per call (5 an hour, 50 per 15 minutes …), so one store holds every key with
  // its own window (customDuration) and this wrapper compares the count with the limit; the
  // library's own `points` is set out of reach and never rejects.
  const points = Number.MAX_SAFE_INTEGER;
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: 0 });
  let client: Redis | undefined;
  let store: RateLimiterMemory | RateLimiterRedis = memory;
  // Settles once the first connection attempt has succeeded or failed.
  let started: Promise<void> = Promise.resolve();
  if (opts.redisUrl) {
    let reported = false;
    const redis = new Redis(opts.redisUrl, {
      maxRetriesPerRequest: 1,
      commandTimeout: 2000,
      connectTimeout: 5000,
      // Shown by CLIENT LIST, so an operator (or a test) can tell whose connection it is.
      connectionName: keyPrefix.replace(/[^\w:.-]/g, '_'),
    });
    client = redis;
    started = new Promise<void>((resolve) => {
      redis.once('ready', () => resolve());
      redis.once('error', () => resolve());
      redis.once('end', () => resolve());
    });
    redis.on('error', (err: Error) => {
      if (reported) return;
      reported = true;
      (opts.onError ?? ((e: Error) => console.error(`rate limits: Redis unavailable, counting in memory meanwhile: ${e.message}`)))(err);
    });
    redis.on('ready', () => {
      reported = false;
    });
    // While Redis is not connected, counting goes to this process's memory at once (the
    // insurance limiter) instead of holding every login until it is back.
    store = new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: 0, insuranceLimiter: memory, rejectIfRedisNotReady: true });
  }
  // Redis keeps whole seconds (a shorter window would never expire there); memory takes any.
  const seconds = (ms: number) => (client ? Math.max(1, Math.ceil(ms / 1000)) : ms / 1000);
  const consumed = (res: RateLimiterRes | null) => (res && (res.msBeforeNext > 0 || res.msBeforeNext === -1) ? res.consumedPoints : 0);
  const generationKey = (prefix: string) => `generation:${prefix}`;

  return {
    store: client ? 'redis' : 'memory',
    async hit(key, limit, windowMs) {
      await started;
      const res = await store.penalty(key, 1, { customDuration: seconds(windowMs) });
      return { allowed: res.consumedPoints <= limit, count: res.consumedPoints, retryAfterMs: Math.max(0, res.msBeforeNext) };
    },
    async count(key) {
      await started;
      return consumed(await store.get(key));
    },
    async reset(key) {
      await started;
      await store.delete(key);
    },
    async prefix(prefix) {
      await started;
      return `${prefix}${consumed(await store.get(generationKey(prefix)))}:`;
    },
    async resetPrefix(prefix) {
      await started;
      await store.set(generationKey(prefix), randomInt(1, 2 ** 47), GENERATION_SECONDS);
    },
    async close() {
      if (!client) return;
      if (client.status === 'ready') await client.quit();
      else client.disconnect();
    },
  };
}

/** The in-memory limiter (tests, and the default without REDIS_URL). */
export function memoryRateLimiter(): RateLimiter {
  return createRateLimiter();
}

/** The 16 bytes of an IPv6 address as eight numbers, or null when it is not one. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.replace(/%.*$/, ''); // a zone (fe80::1%eth0) names the interface, not the network
  if (!isIPv6(text)) return null;
  // A trailing dotted IPv4 (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is the last two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  return groups.map((g) => Number.parseInt(g, 16));
}

/**
 * Where a request comes from, for every limit and lock-out keyed by the client: each per-network
 * key in the app is built from this, never from the raw address. An IPv6 client usually holds a
 * whole /64 (one home or phone gets 2^64 addresses), so the /64 is one source; otherwise an
 * attacker would get a fresh allowance per address. An IPv4 client reaching an IPv6 socket
 * (::ffff:1.2.3.4, also written ::ffff:102:304) is its IPv4 address.
 */
export function sourceOf(ip: string): string {
  const g = ipv6Groups(ip.trim().toLowerCase());
  if (!g) return ip.trim();
  if (g.slice(0, 5).every((n) => n === 0) && g[5] === 0xffff) {
    const [hi = 0, lo = 0] = g.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${g
    .slice(0, 4)
    .map((n) => n.toString(16))
    .join(':')}::/64`;
}

/** The key of a per-network limit: `scope` counted per source (see sourceOf). */
export function networkKey(scope: string, ip: string): string {
  return `${scope}:${sourceOf(ip)}`;
}
