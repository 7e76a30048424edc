// The contact form's human check, solved in the visitor's browser: find the counter whose
// SHA-256(salt ‖ nonce ‖ counter as 4 bytes, big-endian) starts with the challenge's key
// prefix (ALTCHA v2, cost 1). Our server signed the challenge and verifies the answer; no
// third party is asked anything. Hashes run in batches so the browser's digest calls overlap.
import type { HumanChallenge } from './contact.ts';

const BATCH = 256;

function fromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function startsWith(key: Uint8Array, prefix: Uint8Array): boolean {
  for (let i = 0; i < prefix.length; i++) if (key[i] !== prefix[i]) return false;
  return true;
}

/** The solution, as the `altcha` field carries it (base64 of JSON {challenge, solution}); null if aborted. */
export async function solveHumanCheck(challenge: HumanChallenge, signal?: AbortSignal): Promise<string | null> {
  const { salt, nonce, keyPrefix, keyLength } = challenge.parameters;
  const head = new Uint8Array([...fromHex(salt), ...fromHex(nonce)]);
  // Our server's prefixes are whole bytes (deterministic mode: half the derived key).
  const prefix = fromHex(keyPrefix);
  const started = performance.now();
  for (let start = 0; start <= 0xffffffff; start += BATCH) {
    if (signal?.aborted) return null;
    const tries: Promise<ArrayBuffer>[] = [];
    for (let i = 0; i < BATCH; i++) {
      const data = new Uint8Array(head.length + 4);
      data.set(head);
      new DataView(data.buffer).setUint32(head.length, start + i, false);
      tries.push(crypto.subtle.digest('SHA-256', data));
    }
    const keys = await Promise.all(tries);
    for (let i = 0; i < keys.length; i++) {
      const key = new Uint8Array(keys[i] as ArrayBuffer).subarray(0, keyLength);
      if (startsWith(key, prefix)) {
        const solution = { counter: start + i, derivedKey: toHex(key), time: Math.round(performance.now() - started) };
        return btoa(JSON.stringify({ challenge, solution }));
      }
    }
  }
  return null;
}
