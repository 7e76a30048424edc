// Fixed-window counters for abuse limits (OTP sends, logins, resets) keyed by address or IP.
// In memory per process: with several app servers each enforces its own window, which still
// bounds abuse to N × limit; a Redis store can implement the same interface.
export interface RateLimiter {
  /** Counts one hit; returns false when the key is over its limit for this window. */
  hit(key: string, limit: number, windowMs: number, now?: number): { allowed: boolean; retryAfterMs: number };
  /** Hits so far in the key's current window (0 when it has expired). */
  count(key: string, windowMs: number, now?: number): number;
  reset(key: string): void;
  /** Forgets every key that starts with `prefix` (a password reset lifts every source's lock). */
  resetPrefix(prefix: string): void;
}

export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  let lastSweep = 0;
  return {
    hit(key, limit, windowMs, now = Date.now()) {
      if (now - lastSweep > 60_000) {
        lastSweep = now;
        for (const [k, w] of windows) if (now - w.start > w.windowMs) windows.delete(k);
      }
      let w = windows.get(key);
      if (!w || now - w.start > windowMs) {
        w = { start: now, count: 0, windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { allowed: w.count <= limit, retryAfterMs: Math.max(0, w.start + windowMs - now) };
    },
    count(key, windowMs, now = Date.now()) {
      const w = windows.get(key);
      return w && now - w.start <= windowMs ? w.count : 0;
    },
    reset(key) {
      windows.delete(key);
    },
    resetPrefix(prefix) {
      for (const k of windows.keys()) if (k.startsWith(prefix)) windows.delete(k);
    },
  };
}
