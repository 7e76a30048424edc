// A short-lived in-memory cache for anonymous public reads (API JSON and server-rendered
// pages). An SSR page costs ~1 ms of CPU; a donor spike from one WhatsApp forward asks for the
// same campaign page thousands of times. Entries live a few seconds (bounded staleness across
// several app servers) and every write that changes public data clears them on this server.
export interface CachedResponse {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

export class ResponseCache {
  private readonly entries = new Map<string, { at: number; value: CachedResponse }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  constructor(ttlMs: number, maxEntries = 1000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (now - hit.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: CachedResponse, now = Date.now()): void {
    if (!this.enabled) return;
    if (this.entries.size >= this.maxEntries) {
      // Drop the oldest entry (Map keeps insertion order).
      const first = this.entries.keys().next();
      if (!first.done) this.entries.delete(first.value);
    }
    this.entries.set(key, { at: now, value });
  }

  clear(): void {
    this.entries.clear();
  }
}
